-- Plans can be bought now: stored pricing content that still reads as the old defaults takes the new ones (content an
-- admin edited is left alone). Enterprise is bought like the other plans; the business plans state what the plans give.
UPDATE "content_items" SET "value" = 'Get Started' WHERE "key" = 'pricing_plan_3_button' AND "value" = 'Contact Sales';--> statement-breakpoint
UPDATE "content_items" SET "value" = 'Up to 500 datasets per month' || chr(10) || 'Team Management: $19 per member/month' || chr(10) || 'Shared purchases and downloads' || chr(10) || '1,000 API requests an hour'
  WHERE "key" = 'business_plan_1_features' AND "value" = 'Up to 10 team members' || chr(10) || '50 downloads per month' || chr(10) || 'Shared purchase history' || chr(10) || 'Email support';--> statement-breakpoint
UPDATE "content_items" SET "value" = '$799' WHERE "key" = 'business_plan_2_price' AND "value" = '$999';--> statement-breakpoint
UPDATE "content_items" SET "value" = 'Unlimited datasets' || chr(10) || 'Team Management: $19 per member/month' || chr(10) || '10,000 API requests an hour' || chr(10) || 'Dedicated account manager'
  WHERE "key" = 'business_plan_2_features' AND "value" = 'Unlimited team members' || chr(10) || 'Unlimited downloads' || chr(10) || 'API access' || chr(10) || 'Dedicated account manager';--> statement-breakpoint
UPDATE "content_items" SET "value" = 'Get Started' WHERE "key" = 'business_plan_2_button' AND "value" = 'Contact Sales';
