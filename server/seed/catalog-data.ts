// The demo catalog: categories, providers and datasets. Row contents come from dataset-rows.ts.
import type { CATEGORY_ICONS, SIZE_DESCRIPTIONS, UPDATE_FREQUENCIES } from '../db/schema/catalog';
import type { RowKind, RowScope, RowSpec } from './dataset-rows';
import {
  CONTRACTOR_INDUSTRIES, HEALTHCARE_INDUSTRIES, HOSPITALITY_INDUSTRIES, PROFESSIONAL_INDUSTRIES, TRANSPORT_INDUSTRIES,
} from './reference/companies';

type CategoryIcon = (typeof CATEGORY_ICONS)[number];
type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];
type SizeDescription = (typeof SIZE_DESCRIPTIONS)[number];

export interface CategoryDefinition {
  slug: string;
  name: string;
  description: string;
  icon: CategoryIcon;
  color: string;
  /** What a dataset of this category holds unless it says otherwise. */
  defaultKind: RowKind;
}

export const CATEGORIES = [
  {
    slug: 'health-insurance', name: 'Health Insurance', icon: 'Heart', color: '#EF4444', defaultKind: 'health',
    description: 'Individual and family health insurance shoppers: ACA marketplace, short-term medical, self-employed and supplemental coverage.',
  },
  {
    slug: 'life-insurance', name: 'Life Insurance', icon: 'Shield', color: '#3B82F6', defaultKind: 'life',
    description: 'Term, whole, universal and final expense life insurance prospects with face amount and health class.',
  },
  {
    slug: 'medicare', name: 'Medicare', icon: 'Users', color: '#8B5CF6', defaultKind: 'medicare',
    description: 'Turning-65, Medicare Supplement, Medicare Advantage and Part D leads, including AEP and OEP shoppers.',
  },
  {
    slug: 'auto-insurance', name: 'Auto Insurance', icon: 'Car', color: '#F59E0B', defaultKind: 'auto',
    description: 'Drivers comparing auto insurance quotes, with vehicle, driving history and current carrier details.',
  },
  {
    slug: 'home-insurance', name: 'Home Insurance', icon: 'Home', color: '#10B981', defaultKind: 'home',
    description: 'Homeowners, condo and landlord insurance shoppers with property value, age and renewal dates.',
  },
  {
    slug: 'business-insurance', name: 'Business Insurance', icon: 'Building', color: '#6366F1', defaultKind: 'commercial',
    description: "Small and mid-size businesses shopping general liability, workers' compensation, BOP, commercial auto and cyber cover.",
  },
  {
    slug: 'market-analytics', name: 'Market Analytics', icon: 'BarChart3', color: '#06B6D4', defaultKind: 'market',
    description: 'Premiums, market share, loss ratios and rate trends by carrier, line of business and geography.',
  },
  {
    slug: 'sales-intelligence', name: 'Sales Intelligence', icon: 'TrendingUp', color: '#EC4899', defaultKind: 'salesIntel',
    description: 'B2B decision-maker contacts with buying intent signals for insurance and financial services sales teams.',
  },
  {
    slug: 'business-data', name: 'Business Data', icon: 'Database', color: '#64748B', defaultKind: 'firmographic',
    description: 'Firmographic company directories with NAICS codes, headcount, revenue estimates and verified contact points.',
  },
] as const satisfies readonly CategoryDefinition[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export interface ProviderDefinition {
  slug: string;
  name: string;
  description: string;
  website: string;
  rating: number;
  totalReviews: number;
  verified: boolean;
  /** In display order: the home page shows the first three. */
  specialties: readonly CategorySlug[];
}

export const PROVIDERS = [
  {
    slug: 'apex-lead-partners', name: 'Apex Lead Partners', website: 'https://www.apexleadpartners.com',
    rating: 4.8, totalReviews: 1284, verified: true,
    specialties: ['auto-insurance', 'home-insurance', 'life-insurance', 'health-insurance'],
    description: 'Real-time personal lines leads generated from owned comparison sites and delivered with TCPA consent records.',
  },
  {
    slug: 'blueharbor-health-data', name: 'BlueHarbor Health Data', website: 'https://www.blueharborhealthdata.com',
    rating: 4.7, totalReviews: 962, verified: true, specialties: ['health-insurance', 'medicare'],
    description: 'Health and Medicare shopper data from licensed enrollment call centres and ACA marketplace comparison tools.',
  },
  {
    slug: 'silver-years-medicare-network', name: 'Silver Years Medicare Network', website: 'https://www.silveryearsnetwork.com',
    rating: 4.6, totalReviews: 748, verified: true, specialties: ['medicare', 'life-insurance', 'health-insurance'],
    description: 'Senior-market specialists: turning-65 files, Medicare Supplement shoppers and final expense leads for licensed agents.',
  },
  {
    slug: 'keystone-risk-analytics', name: 'Keystone Risk Analytics', website: 'https://www.keystoneriskanalytics.com',
    rating: 4.5, totalReviews: 413, verified: true, specialties: ['market-analytics', 'business-insurance', 'business-data'],
    description: 'Actuarial-grade market data for carriers and MGAs: market share, rate filings and loss experience by ZIP and line.',
  },
  {
    slug: 'meridian-commercial-leads', name: 'Meridian Commercial Leads', website: 'https://www.meridiancommercialleads.com',
    rating: 4.4, totalReviews: 527, verified: true, specialties: ['business-insurance', 'sales-intelligence', 'business-data'],
    description: 'Commercial lines leads qualified by phone: business owners actively shopping liability, workers’ comp and fleet cover.',
  },
  {
    slug: 'northstar-data-co', name: 'Northstar Data Co.', website: 'https://www.northstardataco.com',
    rating: 4.7, totalReviews: 1105, verified: true, specialties: ['business-data', 'sales-intelligence', 'market-analytics'],
    description: 'A national business graph of 30 million U.S. establishments, verified quarterly against filings, web and phone checks.',
  },
  {
    slug: 'summit-life-leads', name: 'Summit Life Leads', website: 'https://www.summitlifeleads.com',
    rating: 4.3, totalReviews: 389, verified: true, specialties: ['life-insurance', 'medicare'],
    description: 'Term, final expense and mortgage protection leads from search and social campaigns, filtered for intent.',
  },
  {
    slug: 'hearthstone-property-data', name: 'Hearthstone Property Data', website: 'https://www.hearthstonepropertydata.com',
    rating: 4.5, totalReviews: 602, verified: true, specialties: ['home-insurance', 'auto-insurance'],
    description: 'Homeowners insurance shoppers enriched with property records: value, year built, square footage and renewal date.',
  },
  {
    slug: 'pinnacle-auto-intent', name: 'Pinnacle Auto Intent', website: 'https://www.pinnacleautointent.com',
    rating: 4.6, totalReviews: 874, verified: true, specialties: ['auto-insurance', 'market-analytics'],
    description: 'Auto insurance shoppers captured at the moment of quote, with vehicle and driving-history details and rate indexes.',
  },
  {
    slug: 'vantage-b2b-intelligence', name: 'Vantage B2B Intelligence', website: 'https://www.vantageb2b.com',
    rating: 4.2, totalReviews: 296, verified: true, specialties: ['sales-intelligence', 'business-data'],
    description: 'Decision-maker contacts and intent signals for teams selling insurance, benefits and financial services to businesses.',
  },
  {
    slug: 'clearquote-media', name: 'ClearQuote Media', website: 'https://www.clearquotemedia.com',
    rating: 3.9, totalReviews: 211, verified: false, specialties: ['auto-insurance', 'home-insurance', 'health-insurance'],
    description: 'Affiliate network of quote sites supplying shared personal lines leads at volume pricing.',
  },
  {
    slug: 'prairie-lead-exchange', name: 'Prairie Lead Exchange', website: 'https://www.prairieleadexchange.com',
    rating: 3.7, totalReviews: 148, verified: false, specialties: ['health-insurance', 'life-insurance', 'medicare'],
    description: 'Aged and bulk lead packs for call centres that work large volumes at a low cost per contact.',
  },
  {
    slug: 'coastal-shopper-data', name: 'Coastal Shopper Data', website: 'https://www.coastalshopperdata.com',
    rating: 3.6, totalReviews: 97, verified: false, specialties: ['home-insurance', 'auto-insurance'],
    description: 'Regional home and auto shopper lists focused on coastal and high-growth markets.',
  },
  {
    slug: 'dataforge-analytics', name: 'DataForge Analytics', website: 'https://www.dataforgeanalytics.com',
    rating: 4.0, totalReviews: 164, verified: false, specialties: ['market-analytics', 'business-data'],
    description: 'Benchmarks and business registration feeds compiled from public filings and carrier rate data.',
  },
] as const satisfies readonly ProviderDefinition[];

export type ProviderSlug = (typeof PROVIDERS)[number]['slug'];

export interface DatasetDefinition {
  slug: string;
  title: string;
  /** One or two sentences for cards and search. */
  description: string;
  category: CategorySlug;
  provider: ProviderSlug;
  /** Overrides the category's kind of rows (an agency directory filed under market analytics). */
  kind?: RowKind;
  recordCount: number;
  priceCents: number;
  originalPriceCents?: number;
  updateFrequency: UpdateFrequency;
  tags: readonly string[];
  featured?: boolean;
  totalDownloads: number;
  /** The average its seeded reviews aim at; the stored rating is their actual average. */
  rating: number;
  scope?: RowScope;
}

const Q3_2026 = ['2026-07-01', '2026-09-30'] as const;
const OCTOBER_2026 = ['2026-10-01', '2026-10-31'] as const;
const LAST_30_DAYS = ['2026-10-16', '2026-11-15'] as const;
const MIDWEST = ['OH', 'IL', 'MI', 'IN', 'WI', 'MN', 'MO', 'IA', 'KS', 'NE'] as const;
const NORTHEAST = ['NY', 'NJ', 'MA', 'CT', 'PA'] as const;
const SOUTHEAST = ['GA', 'FL', 'AL', 'SC', 'NC', 'TN'] as const;
const SUNBELT = ['TX', 'FL', 'AZ', 'GA', 'NC', 'NV', 'SC', 'AL'] as const;

export const DATASETS: readonly DatasetDefinition[] = [
  // Health insurance
  {
    slug: 'aca-marketplace-shoppers-open-enrollment-2027', title: 'ACA Marketplace Shoppers — Open Enrollment 2027',
    description: 'Consumers who requested ACA marketplace quotes since open enrollment opened on November 1.',
    category: 'health-insurance', provider: 'blueharbor-health-data', recordCount: 12_400, priceCents: 6900, originalPriceCents: 8900,
    updateFrequency: 'Daily', tags: ['ACA', 'Open Enrollment', 'Individual Health', 'Family Plans'],
    featured: true, totalDownloads: 3840, rating: 4.7, scope: { window: ['2026-11-01', '2026-11-15'] },
  },
  {
    slug: 'texas-individual-health-insurance-leads', title: 'Texas Individual Health Insurance Leads',
    description: 'Texans shopping for individual coverage, from marketplace plans to HSA-eligible and short-term options.',
    category: 'health-insurance', provider: 'blueharbor-health-data', recordCount: 4800, priceCents: 4500,
    updateFrequency: 'Weekly', tags: ['Texas', 'Individual Health', 'HSA', 'Short-Term'],
    totalDownloads: 1210, rating: 4.4,
    scope: { states: ['TX'], coverageTypes: ['Individual ACA Marketplace', 'Self-Employed PPO', 'Health Savings Account (HSA) Plan', 'Short-Term Medical'] },
  },
  {
    slug: 'california-family-health-plan-shoppers', title: 'Family Health Plan Shoppers — California',
    description: 'California households of two or more comparing family health plans on and off the Covered California exchange.',
    category: 'health-insurance', provider: 'blueharbor-health-data', recordCount: 6200, priceCents: 5500,
    updateFrequency: 'Weekly', tags: ['California', 'Family Plans', 'Covered California', 'Households'],
    totalDownloads: 980, rating: 4.5, scope: { states: ['CA'], coverageTypes: ['Family ACA Marketplace'] },
  },
  {
    slug: 'short-term-health-insurance-leads-aged-30-days', title: 'Short-Term Health Insurance Leads — Aged 30 Days',
    description: 'Short-term medical shoppers captured 30 to 100 days ago. A low-cost list for re-engagement and e-mail nurture campaigns.',
    category: 'health-insurance', provider: 'prairie-lead-exchange', recordCount: 9500, priceCents: 1800, originalPriceCents: 2900,
    updateFrequency: 'Weekly', tags: ['Short-Term Medical', 'Aged Leads', 'Bulk', 'Nurture'],
    totalDownloads: 2150, rating: 4.0, scope: { coverageTypes: ['Short-Term Medical'], window: ['2026-08-07', '2026-10-15'] },
  },
  {
    slug: 'self-employed-health-coverage-seekers', title: 'Self-Employed Health Coverage Seekers',
    description: 'Freelancers, gig workers and sole proprietors looking for individual PPO, HSA or marketplace coverage.',
    category: 'health-insurance', provider: 'clearquote-media', recordCount: 3100, priceCents: 3900,
    updateFrequency: 'Monthly', tags: ['Self-Employed', 'Gig Workers', 'PPO', 'HSA', 'Individual Health'],
    totalDownloads: 640, rating: 4.3,
    scope: { coverageTypes: ['Self-Employed PPO', 'Health Savings Account (HSA) Plan', 'Individual ACA Marketplace'] },
  },
  {
    slug: 'florida-health-insurance-shoppers-q3-2026', title: 'Florida Health Insurance Shoppers — Q3 2026',
    description: 'Every Florida health insurance quote request captured between July and September 2026.',
    category: 'health-insurance', provider: 'blueharbor-health-data', recordCount: 7400, priceCents: 4900,
    updateFrequency: 'Quarterly', tags: ['Florida', 'Q3 2026', 'Individual Health', 'Family Plans'],
    totalDownloads: 1020, rating: 4.4, scope: { states: ['FL'], window: Q3_2026 },
  },
  {
    slug: 'dental-vision-add-on-prospects', title: 'Dental & Vision Add-On Prospects',
    description: 'Consumers asking about standalone dental, vision and hospital indemnity plans: ideal for cross-selling.',
    category: 'health-insurance', provider: 'clearquote-media', recordCount: 2600, priceCents: 2400,
    updateFrequency: 'Monthly', tags: ['Dental', 'Vision', 'Supplemental', 'Cross-Sell'],
    totalDownloads: 430, rating: 4.1, scope: { coverageTypes: ['Dental & Vision', 'Hospital Indemnity'] },
  },

  // Life insurance
  {
    slug: 'term-life-insurance-leads-nationwide', title: 'Term Life Insurance Leads — Nationwide',
    description: 'Term life shoppers with face amount, health class and tobacco status, delivered the day they request quotes.',
    category: 'life-insurance', provider: 'summit-life-leads', recordCount: 8800, priceCents: 7900, originalPriceCents: 9900,
    updateFrequency: 'Daily', tags: ['Term Life', 'Nationwide', 'Real-time Verified'],
    featured: true, totalDownloads: 2960, rating: 4.8,
    scope: { coverageTypes: ['Term Life 10-Year', 'Term Life 20-Year', 'Term Life 30-Year'] },
  },
  {
    slug: 'final-expense-leads-southeast', title: 'Final Expense Leads (Ages 50-80) — Southeast',
    description: 'Seniors aged 50 to 80 across six southeastern states looking for $5,000 to $30,000 of burial and final expense cover.',
    category: 'life-insurance', provider: 'summit-life-leads', recordCount: 6500, priceCents: 5900,
    updateFrequency: 'Weekly', tags: ['Final Expense', 'Seniors', 'Southeast', 'Burial Insurance'],
    totalDownloads: 1740, rating: 4.5, scope: { states: SOUTHEAST, ages: [50, 80], coverageTypes: ['Final Expense'] },
  },
  {
    slug: 'mortgage-protection-leads-new-homeowners', title: 'Mortgage Protection Leads — New Homeowners',
    description: 'Recent home buyers who asked how to protect their mortgage if they die or become disabled.',
    category: 'life-insurance', provider: 'apex-lead-partners', recordCount: 3400, priceCents: 6500,
    updateFrequency: 'Weekly', tags: ['Mortgage Protection', 'New Homeowners', 'Term Life'],
    totalDownloads: 860, rating: 4.4,
    scope: { ages: [26, 60], coverageTypes: ['Mortgage Protection', 'Term Life 20-Year', 'Term Life 30-Year'] },
  },
  {
    slug: 'whole-life-iul-high-income-households', title: 'Whole Life & IUL Interest — High-Income Households',
    description: 'Prospects interested in permanent life insurance as part of estate and retirement planning.',
    category: 'life-insurance', provider: 'summit-life-leads', recordCount: 1900, priceCents: 9500,
    updateFrequency: 'Monthly', tags: ['Whole Life', 'IUL', 'Permanent Life', 'High Income', 'Estate Planning'],
    totalDownloads: 310, rating: 4.6,
    scope: { ages: [30, 65], coverageTypes: ['Whole Life', 'Indexed Universal Life', 'Guaranteed Universal Life'] },
  },
  {
    slug: 'aged-life-insurance-leads-bulk-pack', title: 'Aged Life Insurance Leads (90+ Days) — Bulk Pack',
    description: 'Life insurance inquiries aged 90 days or more, priced for high-volume dialing and drip campaigns.',
    category: 'life-insurance', provider: 'prairie-lead-exchange', recordCount: 12_000, priceCents: 2200, originalPriceCents: 3500,
    updateFrequency: 'Quarterly', tags: ['Aged Leads', 'Bulk', 'Life Insurance', 'Call Center'],
    totalDownloads: 1480, rating: 3.9, scope: { window: ['2026-03-01', '2026-08-15'] },
  },
  {
    slug: 'young-families-term-life-prospects-midwest', title: 'Young Families Term Life Prospects — Midwest',
    description: 'Parents aged 25 to 42 across ten Midwest states shopping 20- and 30-year term policies.',
    category: 'life-insurance', provider: 'apex-lead-partners', recordCount: 4200, priceCents: 4200,
    updateFrequency: 'Weekly', tags: ['Term Life', 'Young Families', 'Midwest', 'Parents'],
    totalDownloads: 720, rating: 4.3,
    scope: { states: MIDWEST, ages: [25, 42], coverageTypes: ['Term Life 20-Year', 'Term Life 30-Year'] },
  },
  {
    slug: 'senior-life-insurance-inbound-call-leads-q3-2026', title: 'Senior Life Insurance Inbound Call Leads — Q3 2026',
    description: 'Seniors who called in about final expense or guaranteed life cover during Q3 2026, with call consent on record.',
    category: 'life-insurance', provider: 'silver-years-medicare-network', recordCount: 950, priceCents: 8900,
    updateFrequency: 'Quarterly', tags: ['Seniors', 'Inbound Calls', 'Final Expense', 'Q3 2026'],
    totalDownloads: 190, rating: 4.6,
    scope: { ages: [60, 85], window: Q3_2026, coverageTypes: ['Final Expense', 'Whole Life', 'Guaranteed Universal Life'] },
  },

  // Medicare
  {
    slug: 'medicare-supplement-leads-t65-florida', title: 'Medicare Supplement Leads (T65) — Florida',
    description: 'Floridians turning 65 who asked about Medicare Supplement Plans G and N, with Part B effective dates.',
    category: 'medicare', provider: 'silver-years-medicare-network', recordCount: 5600, priceCents: 7200, originalPriceCents: 9000,
    updateFrequency: 'Weekly', tags: ['Medicare Supplement', 'T65', 'Florida', 'Plan G', 'Plan N'],
    featured: true, totalDownloads: 2280, rating: 4.8,
    scope: {
      states: ['FL'], ages: [64, 65],
      coverageTypes: ['Medicare Supplement Plan G', 'Medicare Supplement Plan N', 'Medicare Supplement High-Deductible G'],
    },
  },
  {
    slug: 'medicare-turning-65-master-file-2027', title: 'Medicare Turning-65 Master File — 2027 Cohort',
    description: 'Nationwide file of consumers who turn 65 in the next twelve months, with date of birth and Part B effective date.',
    category: 'medicare', provider: 'silver-years-medicare-network', recordCount: 56_000, priceCents: 18_900, originalPriceCents: 24_900,
    updateFrequency: 'Monthly', tags: ['T65', 'Medicare', 'Nationwide', 'Birthday Rule', 'Master File'],
    featured: true, totalDownloads: 1130, rating: 4.7, scope: { ages: [64, 64] },
  },
  {
    slug: 'medicare-advantage-aep-shoppers-2026', title: 'Medicare Advantage AEP Shoppers — 2026',
    description: 'Beneficiaries comparing Medicare Advantage and D-SNP plans during the 2026 Annual Enrollment Period.',
    category: 'medicare', provider: 'blueharbor-health-data', recordCount: 14_500, priceCents: 5800,
    updateFrequency: 'Daily', tags: ['Medicare Advantage', 'AEP', 'D-SNP', 'Seniors'],
    totalDownloads: 2640, rating: 4.6,
    scope: {
      ages: [65, 84], window: ['2026-10-15', '2026-11-15'],
      coverageTypes: ['Medicare Advantage HMO', 'Medicare Advantage PPO', 'Dual Special Needs Plan (D-SNP)'],
    },
  },
  {
    slug: 'part-d-prescription-drug-plan-leads', title: 'Part D Prescription Drug Plan Leads',
    description: 'Medicare beneficiaries reviewing standalone Part D prescription drug plans and formulary costs.',
    category: 'medicare', provider: 'prairie-lead-exchange', recordCount: 3800, priceCents: 3600,
    updateFrequency: 'Monthly', tags: ['Part D', 'Prescription Drugs', 'Medicare'],
    totalDownloads: 720, rating: 4.2, scope: { ages: [65, 85], coverageTypes: ['Part D Prescription Drug Plan'] },
  },
  {
    slug: 'medicare-supplement-plan-g-switchers-texas', title: 'Medicare Supplement Plan G Switchers — Texas',
    description: 'Texas seniors already on Medicare looking to move to a lower-premium Plan G carrier.',
    category: 'medicare', provider: 'silver-years-medicare-network', recordCount: 2700, priceCents: 6400,
    updateFrequency: 'Weekly', tags: ['Plan G', 'Medicare Supplement', 'Texas', 'Rate Shoppers'],
    totalDownloads: 540, rating: 4.5, scope: { states: ['TX'], ages: [66, 82], coverageTypes: ['Medicare Supplement Plan G'] },
  },
  {
    slug: 'dual-eligible-medicare-medicaid-prospects', title: 'Dual-Eligible (Medicare-Medicaid) Prospects',
    description: 'Beneficiaries likely eligible for both Medicare and Medicaid who asked about Dual Special Needs Plans.',
    category: 'medicare', provider: 'blueharbor-health-data', recordCount: 1600, priceCents: 4800,
    updateFrequency: 'Monthly', tags: ['Dual Eligible', 'D-SNP', 'Medicaid', 'Medicare'],
    totalDownloads: 280, rating: 4.1, scope: { ages: [65, 85], coverageTypes: ['Dual Special Needs Plan (D-SNP)'] },
  },
  {
    slug: 'medicare-leads-arizona-nevada-snowbird-markets', title: 'Medicare Leads — Arizona & Nevada Snowbird Markets',
    description: 'Medicare shoppers in Phoenix, Tucson, Las Vegas and Reno, where seasonal residents drive autumn demand.',
    category: 'medicare', provider: 'prairie-lead-exchange', recordCount: 2200, priceCents: 4400,
    updateFrequency: 'Monthly', tags: ['Arizona', 'Nevada', 'Snowbirds', 'Medicare'],
    totalDownloads: 350, rating: 4.3, scope: { states: ['AZ', 'NV'], ages: [65, 80] },
  },

  // Auto insurance
  {
    slug: 'texas-auto-insurance-shoppers-q3-2026', title: 'Texas Auto Insurance Shoppers — Q3 2026',
    description: 'Texas drivers who compared auto insurance quotes between July and September 2026, with vehicle and carrier details.',
    category: 'auto-insurance', provider: 'pinnacle-auto-intent', recordCount: 11_200, priceCents: 5400, originalPriceCents: 6900,
    updateFrequency: 'Quarterly', tags: ['Texas', 'Auto Insurance', 'Q3 2026', 'Quote Shoppers'],
    featured: true, totalDownloads: 3120, rating: 4.7, scope: { states: ['TX'], window: Q3_2026 },
  },
  {
    slug: 'nationwide-auto-insurance-shoppers-october-2026', title: 'Nationwide Auto Insurance Shoppers — October 2026',
    description: 'Every auto insurance quote request captured across our comparison network in October 2026.',
    category: 'auto-insurance', provider: 'pinnacle-auto-intent', recordCount: 72_000, priceCents: 14_900, originalPriceCents: 19_900,
    updateFrequency: 'Monthly', tags: ['Nationwide', 'Auto Insurance', 'October 2026', 'High Volume'],
    totalDownloads: 1860, rating: 4.6, scope: { window: OCTOBER_2026 },
  },
  {
    slug: 'high-risk-sr22-auto-insurance-leads', title: 'High-Risk & SR-22 Auto Insurance Leads',
    description: 'Drivers who need an SR-22 filing or state-minimum liability after a lapse, ticket or accident.',
    category: 'auto-insurance', provider: 'clearquote-media', recordCount: 3300, priceCents: 4600,
    updateFrequency: 'Weekly', tags: ['SR-22', 'High Risk', 'Non-Standard Auto', 'Liability'],
    totalDownloads: 910, rating: 4.2, scope: { coverageTypes: ['SR-22 Filing', 'State Minimum', 'Liability Only'] },
  },
  {
    slug: 'california-auto-insurance-leads-real-time-feed', title: 'California Auto Insurance Leads — Real-Time Feed',
    description: 'California auto shoppers streamed within seconds of their quote request; this file holds the last 30 days.',
    category: 'auto-insurance', provider: 'apex-lead-partners', recordCount: 7800, priceCents: 6200,
    updateFrequency: 'Real-time', tags: ['California', 'Real-Time', 'Auto Insurance', 'API Delivery'],
    totalDownloads: 1570, rating: 4.6, scope: { states: ['CA'], window: LAST_30_DAYS },
  },
  {
    slug: 'multi-vehicle-households-bundle-prospects', title: 'Multi-Vehicle Households — Bundle Prospects',
    description: 'Households insuring two or more drivers, most of them homeowners: prime candidates for multi-policy discounts.',
    category: 'auto-insurance', provider: 'apex-lead-partners', recordCount: 5200, priceCents: 3900,
    updateFrequency: 'Weekly', tags: ['Multi-Vehicle', 'Bundling', 'Households', 'Cross-Sell'],
    totalDownloads: 820, rating: 4.3, scope: { ages: [30, 70] },
  },
  {
    slug: 'young-driver-auto-insurance-leads', title: 'Young Driver (18-25) Auto Insurance Leads',
    description: 'Drivers aged 18 to 25 shopping for their first policy or leaving a parent’s plan.',
    category: 'auto-insurance', provider: 'coastal-shopper-data', recordCount: 4100, priceCents: 2900,
    updateFrequency: 'Monthly', tags: ['Young Drivers', 'First Policy', 'Auto Insurance'],
    totalDownloads: 760, rating: 4.0, scope: { ages: [18, 25] },
  },
  {
    slug: 'classic-collector-car-insurance-prospects', title: 'Classic & Collector Car Insurance Prospects',
    description: 'Owners of pre-1993 collector vehicles asking about agreed-value and limited-mileage policies.',
    category: 'auto-insurance', provider: 'pinnacle-auto-intent', recordCount: 640, priceCents: 8500,
    updateFrequency: 'Quarterly', tags: ['Classic Cars', 'Collector Vehicles', 'Agreed Value', 'Specialty Auto'],
    totalDownloads: 140, rating: 4.5, scope: { vehicles: 'classic', ages: [38, 78] },
  },
  {
    slug: 'aged-auto-insurance-leads-bulk-pack', title: 'Aged Auto Insurance Leads (60+ Days) — Bulk Pack',
    description: 'Auto insurance inquiries aged 60 days or more at a fraction of fresh-lead pricing.',
    category: 'auto-insurance', provider: 'coastal-shopper-data', recordCount: 14_500, priceCents: 1500, originalPriceCents: 2500,
    updateFrequency: 'Quarterly', tags: ['Aged Leads', 'Bulk', 'Auto Insurance', 'Low Cost'],
    totalDownloads: 2030, rating: 3.8, scope: { window: ['2026-04-01', '2026-09-15'] },
  },

  // Home insurance
  {
    slug: 'florida-homeowners-insurance-shoppers-q3-2026', title: 'Florida Homeowners Insurance Shoppers — Q3 2026',
    description: 'Florida homeowners facing renewals and non-renewals who shopped for new coverage in Q3 2026.',
    category: 'home-insurance', provider: 'hearthstone-property-data', recordCount: 9600, priceCents: 6800, originalPriceCents: 8500,
    updateFrequency: 'Quarterly', tags: ['Florida', 'Homeowners', 'Q3 2026', 'Non-Renewals', 'Citizens Takeouts'],
    featured: true, totalDownloads: 2410, rating: 4.7, scope: { states: ['FL'], window: Q3_2026 },
  },
  {
    slug: 'new-homebuyer-leads-closing-within-30-days', title: 'New Homebuyer Leads — Closing Within 30 Days',
    description: 'Buyers under contract who need proof of homeowners insurance before closing.',
    category: 'home-insurance', provider: 'hearthstone-property-data', recordCount: 4400, priceCents: 7400,
    updateFrequency: 'Daily', tags: ['New Homebuyers', 'Mortgage Closing', 'Homeowners', 'Time-Sensitive'],
    totalDownloads: 1180, rating: 4.6,
    scope: { ages: [26, 55], window: LAST_30_DAYS, coverageTypes: ['HO-3 Homeowners', 'HO-5 Comprehensive', 'HO-6 Condo'] },
  },
  {
    slug: 'condo-owner-ho6-insurance-leads-northeast', title: 'Condo Owner (HO-6) Insurance Leads — Northeast',
    description: 'Condominium and townhome owners in five northeastern states shopping HO-6 walls-in coverage.',
    category: 'home-insurance', provider: 'coastal-shopper-data', recordCount: 3300, priceCents: 3800,
    updateFrequency: 'Weekly', tags: ['Condo', 'HO-6', 'Northeast', 'Homeowners'],
    totalDownloads: 470, rating: 4.3, scope: { states: NORTHEAST, coverageTypes: ['HO-6 Condo'], homeValues: [150_000, 900_000] },
  },
  {
    slug: 'texas-louisiana-wind-hail-coverage-shoppers', title: 'Texas & Louisiana Wind/Hail Coverage Shoppers',
    description: 'Gulf Coast homeowners looking for wind and hail cover after premium increases and carrier exits.',
    category: 'home-insurance', provider: 'hearthstone-property-data', recordCount: 3900, priceCents: 5700,
    updateFrequency: 'Weekly', tags: ['Texas', 'Louisiana', 'Wind & Hail', 'Gulf Coast', 'Homeowners'],
    totalDownloads: 690, rating: 4.4, scope: { states: ['TX', 'LA'], coverageTypes: ['HO-3 Homeowners', 'HO-5 Comprehensive'] },
  },
  {
    slug: 'high-value-homes-insurance-prospects', title: 'High-Value Homes ($750K+) Insurance Prospects',
    description: 'Owners of homes worth $750,000 or more looking for high-limit, guaranteed-replacement coverage.',
    category: 'home-insurance', provider: 'hearthstone-property-data', recordCount: 1200, priceCents: 9800, originalPriceCents: 12_900,
    updateFrequency: 'Monthly', tags: ['High Value Homes', 'Luxury', 'HO-5', 'Affluent'],
    totalDownloads: 260, rating: 4.8,
    scope: { ages: [38, 78], homeValues: [750_000, 4_500_000], coverageTypes: ['HO-5 Comprehensive', 'HO-3 Homeowners'] },
  },
  {
    slug: 'landlord-rental-property-insurance-leads', title: 'Landlord & Rental Property Insurance Leads',
    description: 'Owners of one to four rental units shopping DP-3 dwelling policies.',
    category: 'home-insurance', provider: 'coastal-shopper-data', recordCount: 2800, priceCents: 5200,
    updateFrequency: 'Monthly', tags: ['Landlord', 'Rental Property', 'DP-3', 'Investors'],
    totalDownloads: 410, rating: 4.2, scope: { coverageTypes: ['DP-3 Landlord'] },
  },
  {
    slug: 'home-auto-bundle-shoppers-nationwide', title: 'Home + Auto Bundle Shoppers — Nationwide',
    description: 'Homeowners who asked for a combined home and auto quote: the highest-retention households in personal lines.',
    category: 'home-insurance', provider: 'clearquote-media', recordCount: 13_500, priceCents: 5900,
    updateFrequency: 'Weekly', tags: ['Bundling', 'Home & Auto', 'Nationwide', 'Homeowners'],
    totalDownloads: 1390, rating: 4.4, scope: { coverageTypes: ['HO-3 Homeowners', 'HO-5 Comprehensive'] },
  },

  // Business insurance
  {
    slug: 'small-business-general-liability-leads', title: 'Small Business General Liability Leads',
    description: 'Owners of small businesses requesting general liability or BOP quotes, qualified by phone.',
    category: 'business-insurance', provider: 'meridian-commercial-leads', recordCount: 6700, priceCents: 6400, originalPriceCents: 7900,
    updateFrequency: 'Weekly', tags: ['General Liability', 'BOP', 'Small Business', 'Phone Qualified'],
    featured: true, totalDownloads: 1820, rating: 4.7,
    scope: { coverageTypes: ['General Liability', 'Business Owners Policy (BOP)'] },
  },
  {
    slug: 'workers-compensation-renewal-leads-california', title: "Workers' Compensation Renewal Leads — California",
    description: "California employers with a workers' compensation renewal in the next six months.",
    category: 'business-insurance', provider: 'meridian-commercial-leads', recordCount: 2900, priceCents: 7900,
    updateFrequency: 'Monthly', tags: ["Workers' Comp", 'California', 'Renewals', 'Employers'],
    totalDownloads: 530, rating: 4.5, scope: { states: ['CA'], coverageTypes: ["Workers' Compensation"] },
  },
  {
    slug: 'commercial-auto-trucking-insurance-leads', title: 'Commercial Auto & Trucking Insurance Leads',
    description: 'Owner-operators, fleets and freight brokers shopping commercial auto and motor truck cargo cover.',
    category: 'business-insurance', provider: 'meridian-commercial-leads', recordCount: 3600, priceCents: 8800,
    updateFrequency: 'Weekly', tags: ['Commercial Auto', 'Trucking', 'Fleets', 'Owner-Operators'],
    totalDownloads: 740, rating: 4.4, scope: { industries: TRANSPORT_INDUSTRIES, coverageTypes: ['Commercial Auto'] },
  },
  {
    slug: 'contractors-insurance-leads-gl-workers-comp', title: "Contractors Insurance Leads (GL + Workers' Comp)",
    description: "Trade contractors who need general liability and workers' compensation to bid on jobs.",
    category: 'business-insurance', provider: 'keystone-risk-analytics', recordCount: 4300, priceCents: 7200,
    updateFrequency: 'Weekly', tags: ['Contractors', 'General Liability', "Workers' Comp", 'Construction'],
    totalDownloads: 960, rating: 4.5,
    scope: { industries: CONTRACTOR_INDUSTRIES, coverageTypes: ['General Liability', "Workers' Compensation"] },
  },
  {
    slug: 'restaurant-hospitality-bop-leads', title: 'Restaurant & Hospitality BOP Leads',
    description: 'Restaurants, cafes and hotels looking for business owners policies, liquor liability and property cover.',
    category: 'business-insurance', provider: 'meridian-commercial-leads', recordCount: 2100, priceCents: 5800,
    updateFrequency: 'Monthly', tags: ['Restaurants', 'Hospitality', 'BOP', 'Commercial Property'],
    totalDownloads: 380, rating: 4.2,
    scope: { industries: HOSPITALITY_INDUSTRIES, coverageTypes: ['Business Owners Policy (BOP)', 'General Liability', 'Commercial Property'] },
  },
  {
    slug: 'cyber-liability-prospects-professional-services', title: 'Cyber Liability Insurance Prospects — Professional Services',
    description: 'Law firms, accountants, agencies and software companies that handle client data and need cyber or E&O cover.',
    category: 'business-insurance', provider: 'keystone-risk-analytics', recordCount: 1400, priceCents: 9200,
    updateFrequency: 'Monthly', tags: ['Cyber Liability', 'E&O', 'Professional Services', 'Data Breach'],
    totalDownloads: 220, rating: 4.3,
    scope: { industries: PROFESSIONAL_INDUSTRIES, coverageTypes: ['Cyber Liability', 'Professional Liability (E&O)'] },
  },
  {
    slug: 'new-business-formations-insurance-ready-q3-2026', title: 'New Business Formations — Insurance-Ready Leads (Q3 2026)',
    description: 'Businesses registered in 2026 whose owners asked about their first commercial policy during Q3.',
    category: 'business-insurance', provider: 'meridian-commercial-leads', recordCount: 8900, priceCents: 4900, originalPriceCents: 6500,
    updateFrequency: 'Quarterly', tags: ['New Businesses', 'Startups', 'Q3 2026', 'First Policy'],
    totalDownloads: 1060, rating: 4.4, scope: { window: Q3_2026, yearFounded: [2026, 2026], employees: [1, 12] },
  },

  // Market analytics
  {
    slug: 'property-casualty-market-share-by-zip-2026', title: 'Property & Casualty Market Share by ZIP — 2026',
    description: 'Monthly policies in force, written premium, market share and loss ratio by carrier, line and ZIP code for 2026.',
    category: 'market-analytics', provider: 'keystone-risk-analytics', recordCount: 58_000, priceCents: 19_900, originalPriceCents: 24_900,
    updateFrequency: 'Quarterly', tags: ['Market Share', 'P&C', 'ZIP Level', 'Loss Ratio', 'Carriers'],
    featured: true, totalDownloads: 940, rating: 4.8,
    scope: { window: ['2026-01-01', '2026-09-30'], lines: ['auto', 'home', 'generalLiability', 'workersComp', 'commercialAuto'] },
  },
  {
    slug: 'auto-insurance-rate-index-by-state-monthly', title: 'Auto Insurance Rate Index by State — Monthly',
    description: 'Average private passenger auto premiums and year-over-year rate changes by carrier and city over the last twelve months.',
    category: 'market-analytics', provider: 'pinnacle-auto-intent', recordCount: 3600, priceCents: 8500,
    updateFrequency: 'Monthly', tags: ['Rate Index', 'Auto Insurance', 'Pricing', 'Trends'],
    totalDownloads: 620, rating: 4.6, scope: { lines: ['auto'], window: ['2025-11-01', '2026-10-31'] },
  },
  {
    slug: 'medicare-advantage-enrollment-premium-trends', title: 'Medicare Advantage Enrollment & Premium Trends',
    description: 'Medicare Advantage enrollment, average premium and carrier share by city, month over month.',
    category: 'market-analytics', provider: 'dataforge-analytics', recordCount: 5400, priceCents: 6900,
    updateFrequency: 'Monthly', tags: ['Medicare Advantage', 'Enrollment', 'Market Share', 'Trends'],
    totalDownloads: 410, rating: 4.4, scope: { lines: ['medicareAdvantage'] },
  },
  {
    slug: 'florida-homeowners-premium-loss-ratio-benchmarks', title: 'Homeowners Premium & Loss Ratio Benchmarks — Florida',
    description: 'Florida homeowners premiums, loss ratios and rate changes by carrier and ZIP for the last four quarters.',
    category: 'market-analytics', provider: 'keystone-risk-analytics', recordCount: 2500, priceCents: 9500, originalPriceCents: 11_900,
    updateFrequency: 'Quarterly', tags: ['Florida', 'Homeowners', 'Loss Ratio', 'Benchmarks'],
    totalDownloads: 330, rating: 4.5, scope: { states: ['FL'], lines: ['home'], window: ['2025-10-01', '2026-09-30'] },
  },
  {
    slug: 'health-insurance-marketplace-pricing-benchmarks', title: 'Health Insurance Marketplace Pricing Benchmarks',
    description: 'Individual health premiums and carrier share by city: a benchmark for agents and marketplace strategists.',
    category: 'market-analytics', provider: 'dataforge-analytics', recordCount: 4800, priceCents: 5900,
    updateFrequency: 'Monthly', tags: ['Health Insurance', 'ACA', 'Pricing', 'Benchmarks'],
    totalDownloads: 560, rating: 4.2, scope: { lines: ['health'] },
  },
  {
    slug: 'independent-insurance-agency-directory', title: 'Independent Insurance Agency Directory',
    description: 'Independent insurance agencies and brokerages with address, phone, website, headcount and revenue estimate.',
    category: 'market-analytics', provider: 'northstar-data-co', kind: 'firmographic', recordCount: 14_800, priceCents: 12_900,
    updateFrequency: 'Quarterly', tags: ['Insurance Agencies', 'Brokers', 'Directory', 'Distribution'],
    totalDownloads: 710, rating: 4.6, scope: { industries: ['insuranceAgency'] },
  },
  {
    slug: 'commercial-lines-market-trends-small-business', title: 'Commercial Lines Market Trends — Small Business',
    description: "General liability, workers' compensation and commercial auto premium trends for small-business accounts.",
    category: 'market-analytics', provider: 'dataforge-analytics', recordCount: 1800, priceCents: 4900,
    updateFrequency: 'Quarterly', tags: ['Commercial Lines', 'Small Business', 'Premium Trends'],
    totalDownloads: 240, rating: 4.0, scope: { lines: ['generalLiability', 'workersComp', 'commercialAuto'] },
  },

  // Sales intelligence
  {
    slug: 'insurance-agency-decision-makers-contact-file', title: 'Insurance Agency Decision-Makers — Contact File',
    description: 'Owners, principals and operations leaders at insurance agencies, with direct e-mail, phone and buying signals.',
    category: 'sales-intelligence', provider: 'vantage-b2b-intelligence', recordCount: 9200, priceCents: 9900, originalPriceCents: 12_500,
    updateFrequency: 'Monthly', tags: ['Insurance Agencies', 'Decision Makers', 'Direct Dials', 'Intent'],
    featured: true, totalDownloads: 1340, rating: 4.7, scope: { industries: ['insuranceAgency'] },
  },
  {
    slug: 'smb-owner-decision-maker-contacts-2026', title: 'SMB Owner & Decision-Maker Contacts — 2026',
    description: 'Owners and executives of U.S. small and mid-size businesses across 28 industries, with intent topics and scores.',
    category: 'sales-intelligence', provider: 'northstar-data-co', recordCount: 51_000, priceCents: 17_900,
    updateFrequency: 'Monthly', tags: ['SMB', 'Decision Makers', 'B2B Contacts', 'Intent Data', 'Nationwide'],
    totalDownloads: 880, rating: 4.5,
  },
  {
    slug: 'commercial-insurance-intent-signals', title: 'In-Market Buyers: Commercial Insurance Intent Signals',
    description: 'Companies researching commercial insurance in the last 30 days, scored by intensity and buying stage.',
    category: 'sales-intelligence', provider: 'vantage-b2b-intelligence', recordCount: 3300, priceCents: 8900,
    updateFrequency: 'Daily', tags: ['Intent Data', 'In-Market', 'Commercial Insurance', 'Buying Stage'],
    totalDownloads: 520, rating: 4.4, scope: { window: LAST_30_DAYS },
  },
  {
    slug: 'healthcare-practice-managers-benefits-buyers', title: 'Healthcare Practice Managers — Benefits Buyers',
    description: 'Practice managers and owners at dental, medical, home health and veterinary practices who buy employee benefits.',
    category: 'sales-intelligence', provider: 'vantage-b2b-intelligence', recordCount: 2400, priceCents: 7400,
    updateFrequency: 'Monthly', tags: ['Healthcare', 'Practice Managers', 'Employee Benefits'],
    totalDownloads: 300, rating: 4.3, scope: { industries: HEALTHCARE_INDUSTRIES },
  },
  {
    slug: 'hr-benefits-leaders-mid-size-companies', title: 'HR & Benefits Leaders — Companies with 50-500 Employees',
    description: 'Benefits decision-makers at mid-size employers, the core market for group health and voluntary benefits.',
    category: 'sales-intelligence', provider: 'northstar-data-co', recordCount: 5900, priceCents: 8400,
    updateFrequency: 'Monthly', tags: ['HR', 'Employee Benefits', 'Mid-Market', 'Group Health'],
    totalDownloads: 460, rating: 4.5, scope: { employees: [50, 500] },
  },
  {
    slug: 'construction-firm-owners-sunbelt', title: 'Construction Firm Owners — Sunbelt States',
    description: 'Owners of contracting and construction firms in eight fast-growing Sunbelt states.',
    category: 'sales-intelligence', provider: 'meridian-commercial-leads', recordCount: 3800, priceCents: 5200,
    updateFrequency: 'Monthly', tags: ['Construction', 'Contractors', 'Sunbelt', 'Owners'],
    totalDownloads: 390, rating: 4.1, scope: { states: SUNBELT, industries: CONTRACTOR_INDUSTRIES },
  },
  {
    slug: 'insurtech-technology-buyers-intent', title: 'Technology Buyers — Insurtech Adoption Signals',
    description: 'Agencies and technology firms evaluating CRM, quoting and lead-management software.',
    category: 'sales-intelligence', provider: 'vantage-b2b-intelligence', recordCount: 1100, priceCents: 6500,
    updateFrequency: 'Monthly', tags: ['Insurtech', 'Technology Buyers', 'CRM', 'Intent Data'],
    totalDownloads: 150, rating: 3.9, scope: { industries: ['insuranceAgency', 'software', 'itServices'] },
  },

  // Business data
  {
    slug: 'us-small-business-directory-2026', title: 'U.S. Small Business Directory — 2026 Edition',
    description: 'Over 100,000 verified small businesses with NAICS code, address, phone, website, headcount and revenue estimate.',
    category: 'business-data', provider: 'northstar-data-co', recordCount: 108_000, priceCents: 24_900, originalPriceCents: 34_900,
    updateFrequency: 'Quarterly', tags: ['Small Business', 'Directory', 'Firmographics', 'NAICS', 'Nationwide'],
    featured: true, totalDownloads: 1520, rating: 4.7,
  },
  {
    slug: 'new-business-registrations-october-2026', title: 'New Business Registrations — October 2026',
    description: 'Businesses that registered with a secretary of state in 2026, verified during October.',
    category: 'business-data', provider: 'dataforge-analytics', recordCount: 7600, priceCents: 3900,
    updateFrequency: 'Monthly', tags: ['New Businesses', 'Registrations', 'October 2026', 'Startups'],
    totalDownloads: 640, rating: 4.3, scope: { window: OCTOBER_2026, yearFounded: [2026, 2026], employees: [1, 10] },
  },
  {
    slug: 'restaurants-food-service-establishments', title: 'Restaurants & Food Service Establishments — Nationwide',
    description: 'Full-service restaurants across 36 states with ownership type, headcount and revenue estimate.',
    category: 'business-data', provider: 'northstar-data-co', recordCount: 12_500, priceCents: 5900,
    updateFrequency: 'Quarterly', tags: ['Restaurants', 'Food Service', 'Hospitality', 'Directory'],
    totalDownloads: 830, rating: 4.4, scope: { industries: ['restaurant'] },
  },
  {
    slug: 'trucking-freight-carriers-directory', title: 'Trucking & Freight Carriers Directory',
    description: 'Long-haul trucking companies and freight brokers with fleet-size proxies and contact details.',
    category: 'business-data', provider: 'northstar-data-co', recordCount: 6800, priceCents: 6900, originalPriceCents: 8900,
    updateFrequency: 'Monthly', tags: ['Trucking', 'Freight', 'Logistics', 'Carriers'],
    totalDownloads: 570, rating: 4.5, scope: { industries: TRANSPORT_INDUSTRIES },
  },
  {
    slug: 'medical-dental-practices-directory', title: 'Medical & Dental Practices Directory',
    description: 'Physician, dental, home health and veterinary practices with address, phone, website and size.',
    category: 'business-data', provider: 'vantage-b2b-intelligence', recordCount: 9900, priceCents: 7900,
    updateFrequency: 'Quarterly', tags: ['Healthcare', 'Medical Practices', 'Dental', 'Directory'],
    totalDownloads: 690, rating: 4.6, scope: { industries: HEALTHCARE_INDUSTRIES },
  },
  {
    slug: 'texas-construction-trade-contractors', title: 'Construction & Trade Contractors — Texas',
    description: 'Plumbing, electrical, roofing, remodeling and commercial construction firms across Texas.',
    category: 'business-data', provider: 'dataforge-analytics', recordCount: 5300, priceCents: 4500,
    updateFrequency: 'Monthly', tags: ['Texas', 'Contractors', 'Construction', 'Trades'],
    totalDownloads: 410, rating: 4.2, scope: { states: ['TX'], industries: CONTRACTOR_INDUSTRIES },
  },
  {
    slug: 'professional-services-firms-northeast', title: 'Professional Services Firms — Northeast',
    description: 'Law, accounting, marketing, real estate and technology firms in New York, New Jersey, Massachusetts, Connecticut and Pennsylvania.',
    category: 'business-data', provider: 'vantage-b2b-intelligence', recordCount: 4700, priceCents: 4900,
    updateFrequency: 'Quarterly', tags: ['Professional Services', 'Northeast', 'Law Firms', 'Accounting'],
    totalDownloads: 300, rating: 4.0, scope: { states: NORTHEAST, industries: PROFESSIONAL_INDUSTRIES },
  },
];

const CATEGORY_BY_SLUG = new Map<string, CategoryDefinition>(CATEGORIES.map((c) => [c.slug, c]));

export function categoryOf(dataset: DatasetDefinition): CategoryDefinition {
  const category = CATEGORY_BY_SLUG.get(dataset.category);
  if (!category) throw new Error(`Unknown category ${dataset.category}`);
  return category;
}

export function rowSpecOf(dataset: DatasetDefinition): RowSpec {
  const kind = dataset.kind ?? categoryOf(dataset).defaultKind;
  return { slug: dataset.slug, kind, recordCount: dataset.recordCount, scope: dataset.scope };
}

/** Small < 1,000 rows; Medium < 10,000; Large < 100,000; Extra Large from 100,000. */
export function sizeDescriptionFor(recordCount: number): SizeDescription {
  if (recordCount < 1_000) return 'Small';
  if (recordCount < 10_000) return 'Medium';
  if (recordCount < 100_000) return 'Large';
  return 'Extra Large';
}
