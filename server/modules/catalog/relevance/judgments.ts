// The judged query set for marketplace search: what a buyer types and which demo-catalog datasets must come first.
// Judged by reading server/seed/catalog-data.ts (titles, tags, descriptions, categories, providers) as a buyer
// would, not by looking at what the search returns. `answers` are grade 2 (what the buyer came for), `related`
// grade 1 (a buyer would not mind seeing them on the first page). Every other dataset counts 0.
import type { Grade, Grades } from './metrics';

export const QUERY_CLASSES = [
  'exact-title', 'typo', 'plural', 'word-order', 'category-word', 'provider', 'tag', 'multi-word', 'synonym', 'prefix',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface Judgment {
  class: QueryClass;
  query: string;
  answers: readonly string[];
  related?: readonly string[];
}

export function gradesOf(judgment: Judgment): Grades {
  const grades = new Map<string, Grade>();
  for (const slug of judgment.related ?? []) grades.set(slug, 1);
  for (const slug of judgment.answers) grades.set(slug, 2);
  return grades;
}

// The datasets of a whole category or provider, spelled out so a new seed dataset does not silently change
// what a query was judged against.
const AUTO_INSURANCE = [
  'texas-auto-insurance-shoppers-q3-2026', 'nationwide-auto-insurance-shoppers-october-2026', 'high-risk-sr22-auto-insurance-leads',
  'california-auto-insurance-leads-real-time-feed', 'multi-vehicle-households-bundle-prospects', 'young-driver-auto-insurance-leads',
  'classic-collector-car-insurance-prospects', 'aged-auto-insurance-leads-bulk-pack',
];
const LIFE_INSURANCE = [
  'term-life-insurance-leads-nationwide', 'final-expense-leads-southeast', 'mortgage-protection-leads-new-homeowners',
  'whole-life-iul-high-income-households', 'aged-life-insurance-leads-bulk-pack', 'young-families-term-life-prospects-midwest',
  'senior-life-insurance-inbound-call-leads-q3-2026',
];
const HOME_INSURANCE = [
  'florida-homeowners-insurance-shoppers-q3-2026', 'new-homebuyer-leads-closing-within-30-days', 'condo-owner-ho6-insurance-leads-northeast',
  'texas-louisiana-wind-hail-coverage-shoppers', 'high-value-homes-insurance-prospects', 'landlord-rental-property-insurance-leads',
  'home-auto-bundle-shoppers-nationwide',
];
const HEALTH_INSURANCE = [
  'aca-marketplace-shoppers-open-enrollment-2027', 'texas-individual-health-insurance-leads', 'california-family-health-plan-shoppers',
  'short-term-health-insurance-leads-aged-30-days', 'self-employed-health-coverage-seekers', 'florida-health-insurance-shoppers-q3-2026',
  'dental-vision-add-on-prospects',
];
const MEDICARE = [
  'medicare-supplement-leads-t65-florida', 'medicare-turning-65-master-file-2027', 'medicare-advantage-aep-shoppers-2026',
  'part-d-prescription-drug-plan-leads', 'medicare-supplement-plan-g-switchers-texas', 'dual-eligible-medicare-medicaid-prospects',
  'medicare-leads-arizona-nevada-snowbird-markets',
];
const BUSINESS_INSURANCE = [
  'small-business-general-liability-leads', 'workers-compensation-renewal-leads-california', 'commercial-auto-trucking-insurance-leads',
  'contractors-insurance-leads-gl-workers-comp', 'restaurant-hospitality-bop-leads', 'cyber-liability-prospects-professional-services',
  'new-business-formations-insurance-ready-q3-2026',
];
const MARKET_ANALYTICS = [
  'property-casualty-market-share-by-zip-2026', 'auto-insurance-rate-index-by-state-monthly', 'medicare-advantage-enrollment-premium-trends',
  'florida-homeowners-premium-loss-ratio-benchmarks', 'health-insurance-marketplace-pricing-benchmarks', 'independent-insurance-agency-directory',
  'commercial-lines-market-trends-small-business',
];
const SALES_INTELLIGENCE = [
  'insurance-agency-decision-makers-contact-file', 'smb-owner-decision-maker-contacts-2026', 'commercial-insurance-intent-signals',
  'healthcare-practice-managers-benefits-buyers', 'hr-benefits-leaders-mid-size-companies', 'construction-firm-owners-sunbelt',
  'insurtech-technology-buyers-intent',
];
const MEDICARE_SUPPLEMENT = ['medicare-supplement-leads-t65-florida', 'medicare-supplement-plan-g-switchers-texas'];
/** Auto insurance leads and shopper files: what "auto insurance" means to a buyer of leads. */
const AUTO_INSURANCE_LEADS = [
  'texas-auto-insurance-shoppers-q3-2026', 'nationwide-auto-insurance-shoppers-october-2026', 'high-risk-sr22-auto-insurance-leads',
  'california-auto-insurance-leads-real-time-feed', 'young-driver-auto-insurance-leads', 'aged-auto-insurance-leads-bulk-pack',
];

export const JUDGMENTS: readonly Judgment[] = [
  // A title typed or pasted as shown on its card.
  { class: 'exact-title', query: 'Medicare Advantage AEP Shoppers — 2026', answers: ['medicare-advantage-aep-shoppers-2026'],
    related: ['medicare-advantage-enrollment-premium-trends'] },
  { class: 'exact-title', query: 'Trucking & Freight Carriers Directory', answers: ['trucking-freight-carriers-directory'],
    related: ['commercial-auto-trucking-insurance-leads'] },
  { class: 'exact-title', query: 'Part D Prescription Drug Plan Leads', answers: ['part-d-prescription-drug-plan-leads'] },
  { class: 'exact-title', query: 'Independent Insurance Agency Directory', answers: ['independent-insurance-agency-directory'],
    related: ['insurance-agency-decision-makers-contact-file'] },
  { class: 'exact-title', query: 'Texas Auto Insurance Shoppers — Q3 2026', answers: ['texas-auto-insurance-shoppers-q3-2026'],
    related: ['nationwide-auto-insurance-shoppers-october-2026'] },
  { class: 'exact-title', query: 'Whole Life & IUL Interest — High-Income Households', answers: ['whole-life-iul-high-income-households'] },
  { class: 'exact-title', query: 'Classic & Collector Car Insurance Prospects', answers: ['classic-collector-car-insurance-prospects'] },

  // One misspelt word.
  { class: 'typo', query: 'medicare suplement', answers: MEDICARE_SUPPLEMENT, related: ['medicare-turning-65-master-file-2027'] },
  { class: 'typo', query: 'life insurence', answers: LIFE_INSURANCE },
  { class: 'typo', query: 'homeowners insurnace florida', answers: ['florida-homeowners-insurance-shoppers-q3-2026'],
    related: ['florida-homeowners-premium-loss-ratio-benchmarks'] },
  { class: 'typo', query: 'trucking frieght', answers: ['trucking-freight-carriers-directory'], related: ['commercial-auto-trucking-insurance-leads'] },
  { class: 'typo', query: 'constrution contractors', answers: ['texas-construction-trade-contractors', 'construction-firm-owners-sunbelt'],
    related: ['contractors-insurance-leads-gl-workers-comp'] },
  { class: 'typo', query: 'workers compensaton', answers: ['workers-compensation-renewal-leads-california'],
    related: ['contractors-insurance-leads-gl-workers-comp', 'commercial-lines-market-trends-small-business'] },
  { class: 'typo', query: 'cyber liabilty', answers: ['cyber-liability-prospects-professional-services'] },
  { class: 'typo', query: 'dual eligable medicaid', answers: ['dual-eligible-medicare-medicaid-prospects'] },

  // Singular where the catalog says plural, and the other way round.
  { class: 'plural', query: 'restaurant', answers: ['restaurants-food-service-establishments', 'restaurant-hospitality-bop-leads'] },
  { class: 'plural', query: 'contractor', answers: ['texas-construction-trade-contractors', 'contractors-insurance-leads-gl-workers-comp', 'construction-firm-owners-sunbelt'] },
  { class: 'plural', query: 'senior', answers: ['senior-life-insurance-inbound-call-leads-q3-2026'],
    related: ['final-expense-leads-southeast', 'medicare-advantage-aep-shoppers-2026'] },
  { class: 'plural', query: 'homeowner', answers: ['florida-homeowners-insurance-shoppers-q3-2026'],
    related: ['florida-homeowners-premium-loss-ratio-benchmarks', 'home-auto-bundle-shoppers-nationwide', 'condo-owner-ho6-insurance-leads-northeast',
      'texas-louisiana-wind-hail-coverage-shoppers', 'new-homebuyer-leads-closing-within-30-days', 'mortgage-protection-leads-new-homeowners'] },
  { class: 'plural', query: 'young drivers', answers: ['young-driver-auto-insurance-leads'] },
  { class: 'plural', query: 'directories', answers: ['trucking-freight-carriers-directory', 'medical-dental-practices-directory',
    'independent-insurance-agency-directory', 'us-small-business-directory-2026'], related: ['restaurants-food-service-establishments'] },
  { class: 'plural', query: 'benchmark', answers: ['florida-homeowners-premium-loss-ratio-benchmarks', 'health-insurance-marketplace-pricing-benchmarks'] },
  { class: 'plural', query: 'landlords', answers: ['landlord-rental-property-insurance-leads'] },

  // The right words in another order.
  { class: 'word-order', query: 'supplement medicare florida', answers: ['medicare-supplement-leads-t65-florida'],
    related: ['medicare-supplement-plan-g-switchers-texas'] },
  { class: 'word-order', query: 'auto insurance texas', answers: ['texas-auto-insurance-shoppers-q3-2026'],
    related: ['nationwide-auto-insurance-shoppers-october-2026'] },
  { class: 'word-order', query: 'directory small business', answers: ['us-small-business-directory-2026'] },
  { class: 'word-order', query: 'life term', answers: ['term-life-insurance-leads-nationwide', 'young-families-term-life-prospects-midwest'],
    related: ['mortgage-protection-leads-new-homeowners'] },
  { class: 'word-order', query: 'advantage medicare', answers: ['medicare-advantage-aep-shoppers-2026', 'medicare-advantage-enrollment-premium-trends'],
    related: ['dual-eligible-medicare-medicaid-prospects'] },
  { class: 'word-order', query: 'liability general', answers: ['small-business-general-liability-leads', 'contractors-insurance-leads-gl-workers-comp'],
    related: ['restaurant-hospitality-bop-leads', 'commercial-lines-market-trends-small-business'] },

  // A category's word, not necessarily in the dataset's own text.
  { class: 'category-word', query: 'auto', answers: AUTO_INSURANCE,
    related: ['auto-insurance-rate-index-by-state-monthly', 'commercial-auto-trucking-insurance-leads', 'home-auto-bundle-shoppers-nationwide'] },
  { class: 'category-word', query: 'medicare', answers: MEDICARE, related: ['medicare-advantage-enrollment-premium-trends'] },
  { class: 'category-word', query: 'life insurance', answers: LIFE_INSURANCE },
  { class: 'category-word', query: 'home insurance', answers: HOME_INSURANCE, related: ['florida-homeowners-premium-loss-ratio-benchmarks'] },
  { class: 'category-word', query: 'health insurance', answers: HEALTH_INSURANCE, related: ['health-insurance-marketplace-pricing-benchmarks'] },
  { class: 'category-word', query: 'business insurance', answers: BUSINESS_INSURANCE,
    related: ['commercial-insurance-intent-signals', 'commercial-lines-market-trends-small-business'] },
  { class: 'category-word', query: 'market analytics', answers: MARKET_ANALYTICS },
  { class: 'category-word', query: 'sales intelligence', answers: SALES_INTELLIGENCE },

  // A provider's name (or the part of it people remember): that provider's datasets.
  { class: 'provider', query: 'Pinnacle Auto Intent', answers: ['texas-auto-insurance-shoppers-q3-2026', 'nationwide-auto-insurance-shoppers-october-2026',
    'classic-collector-car-insurance-prospects', 'auto-insurance-rate-index-by-state-monthly'] },
  { class: 'provider', query: 'hearthstone', answers: ['florida-homeowners-insurance-shoppers-q3-2026', 'new-homebuyer-leads-closing-within-30-days',
    'texas-louisiana-wind-hail-coverage-shoppers', 'high-value-homes-insurance-prospects'] },
  { class: 'provider', query: 'Silver Years Medicare Network', answers: ['senior-life-insurance-inbound-call-leads-q3-2026',
    'medicare-supplement-leads-t65-florida', 'medicare-turning-65-master-file-2027', 'medicare-supplement-plan-g-switchers-texas'] },
  { class: 'provider', query: 'northstar', answers: ['independent-insurance-agency-directory', 'smb-owner-decision-maker-contacts-2026',
    'hr-benefits-leaders-mid-size-companies', 'us-small-business-directory-2026', 'restaurants-food-service-establishments', 'trucking-freight-carriers-directory'] },
  { class: 'provider', query: 'BlueHarbor Health Data', answers: ['aca-marketplace-shoppers-open-enrollment-2027', 'texas-individual-health-insurance-leads',
    'california-family-health-plan-shoppers', 'florida-health-insurance-shoppers-q3-2026', 'medicare-advantage-aep-shoppers-2026',
    'dual-eligible-medicare-medicaid-prospects'] },
  { class: 'provider', query: 'summit life leads', answers: ['term-life-insurance-leads-nationwide', 'final-expense-leads-southeast',
    'whole-life-iul-high-income-households'] },

  // A tag as the seller wrote it.
  { class: 'tag', query: 'T65', answers: ['medicare-supplement-leads-t65-florida', 'medicare-turning-65-master-file-2027'] },
  { class: 'tag', query: 'SR-22', answers: ['high-risk-sr22-auto-insurance-leads'] },
  { class: 'tag', query: 'HSA', answers: ['texas-individual-health-insurance-leads', 'self-employed-health-coverage-seekers'] },
  { class: 'tag', query: 'D-SNP', answers: ['medicare-advantage-aep-shoppers-2026', 'dual-eligible-medicare-medicaid-prospects'] },
  { class: 'tag', query: 'BOP', answers: ['small-business-general-liability-leads', 'restaurant-hospitality-bop-leads'] },
  { class: 'tag', query: 'intent data', answers: ['smb-owner-decision-maker-contacts-2026', 'commercial-insurance-intent-signals', 'insurtech-technology-buyers-intent'],
    related: ['insurance-agency-decision-makers-contact-file'] },
  { class: 'tag', query: 'aged leads', answers: ['short-term-health-insurance-leads-aged-30-days', 'aged-life-insurance-leads-bulk-pack', 'aged-auto-insurance-leads-bulk-pack'] },
  { class: 'tag', query: 'Plan G', answers: MEDICARE_SUPPLEMENT },
  { class: 'tag', query: 'sr22', answers: ['high-risk-sr22-auto-insurance-leads'] },
  { class: 'tag', query: 'ho6 condo', answers: ['condo-owner-ho6-insurance-leads-northeast'] },
  { class: 'tag', query: 'workers comp', answers: ['workers-compensation-renewal-leads-california', 'contractors-insurance-leads-gl-workers-comp'],
    related: ['commercial-lines-market-trends-small-business'] },
  { class: 'tag', query: 'final expense', answers: ['final-expense-leads-southeast', 'senior-life-insurance-inbound-call-leads-q3-2026'] },

  // Several words that together pick one or two datasets.
  { class: 'multi-word', query: 'florida homeowners', answers: ['florida-homeowners-insurance-shoppers-q3-2026', 'florida-homeowners-premium-loss-ratio-benchmarks'] },
  { class: 'multi-word', query: 'texas health insurance', answers: ['texas-individual-health-insurance-leads'] },
  { class: 'multi-word', query: 'california auto leads', answers: ['california-auto-insurance-leads-real-time-feed'] },
  { class: 'multi-word', query: 'aged auto leads bulk', answers: ['aged-auto-insurance-leads-bulk-pack'],
    related: ['aged-life-insurance-leads-bulk-pack', 'short-term-health-insurance-leads-aged-30-days'] },
  { class: 'multi-word', query: 'new business registrations', answers: ['new-business-registrations-october-2026'],
    related: ['new-business-formations-insurance-ready-q3-2026'] },
  { class: 'multi-word', query: 'decision makers contacts', answers: ['smb-owner-decision-maker-contacts-2026', 'insurance-agency-decision-makers-contact-file'] },
  { class: 'multi-word', query: 'employee benefits buyers', answers: ['healthcare-practice-managers-benefits-buyers', 'hr-benefits-leaders-mid-size-companies'] },
  { class: 'multi-word', query: 'texas homeowners wind', answers: ['texas-louisiana-wind-hail-coverage-shoppers'] },

  // The buyer's word for it, which the seller did not use (or used once, in passing).
  { class: 'synonym', query: 'car insurance', answers: [...AUTO_INSURANCE_LEADS, 'classic-collector-car-insurance-prospects'],
    related: ['multi-vehicle-households-bundle-prospects', 'auto-insurance-rate-index-by-state-monthly'] },
  { class: 'synonym', query: 'medigap', answers: MEDICARE_SUPPLEMENT, related: ['medicare-turning-65-master-file-2027'] },
  { class: 'synonym', query: 'property and casualty', answers: ['property-casualty-market-share-by-zip-2026'] },
  { class: 'synonym', query: 'turning 65', answers: ['medicare-turning-65-master-file-2027', 'medicare-supplement-leads-t65-florida'] },
  { class: 'synonym', query: 'errors and omissions', answers: ['cyber-liability-prospects-professional-services'] },
  { class: 'synonym', query: 'obamacare', answers: ['aca-marketplace-shoppers-open-enrollment-2027'],
    related: ['health-insurance-marketplace-pricing-benchmarks', 'california-family-health-plan-shoppers', 'texas-individual-health-insurance-leads'] },
  { class: 'synonym', query: 'burial insurance', answers: ['final-expense-leads-southeast'], related: ['senior-life-insurance-inbound-call-leads-q3-2026'] },

  // Half a word, as typed into the search box before it is finished.
  { class: 'prefix', query: 'restaur', answers: ['restaurants-food-service-establishments', 'restaurant-hospitality-bop-leads'] },
  { class: 'prefix', query: 'medicare supp', answers: MEDICARE_SUPPLEMENT },
  { class: 'prefix', query: 'commercial au', answers: ['commercial-auto-trucking-insurance-leads'] },
];
