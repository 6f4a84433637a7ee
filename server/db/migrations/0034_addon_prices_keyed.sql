-- Issue 54 item 9: an add-on's name, price and description are content items of their own
-- (pricing_addon_<id>_name, _price, _description), read by key instead of by the line order of `pricing_addons`, where
-- reordering the pricing page's lines swapped what two add-ons cost. An edited `pricing_addons` keeps its texts: each
-- line (in the order the engine read them) becomes its add-on's three items; the old key and its versions go.
INSERT INTO "content_items" ("key", "type", "value", "label", "section")
SELECT 'pricing_addon_' || a.id || '_' || f.field, 'text', trim(split_part(split_part(c.value, E'\n', a.line), '|', f.part)),
  'Add-on ' || a.name || ': ' || f.label, 'Pricing'
FROM "content_items" c
CROSS JOIN (VALUES ('verification', 1, 'Data Verification Plus'), ('enhancement', 2, 'Data Enhancement'),
  ('realtime', 3, 'Real-Time Data Delivery'), ('team', 4, 'Team Management')) AS a(id, line, name)
CROSS JOIN (VALUES ('name', 1, 'name'), ('price', 2, 'price (charged as written)'), ('description', 3, 'description')) AS f(field, part, label)
WHERE c.key = 'pricing_addons' AND trim(split_part(split_part(c.value, E'\n', a.line), '|', f.part)) <> ''
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "content_versions" WHERE "key" = 'pricing_addons';--> statement-breakpoint
DELETE FROM "content_items" WHERE "key" = 'pricing_addons';
