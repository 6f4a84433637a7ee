// Site-wide default content: the shell (brand, intro, navigation, footer, sign-in), the home page and the marketplace.
// The web app bundles these with its first screen; the page defaults load with the pages that read them.
import { img, num, placeholder, t, type ContentDefault } from './entry';

/** A home statistic's labels (one, many) and the smallest figure it is shown at. */
function homeStat(stat: string, what: string, one: string, many: string, min: number): ContentDefault[] {
  return [
    t('Homepage', `home_stats_${stat}_label`, `Statistic label: ${what} (counted)`, many),
    t('Homepage', `home_stats_${stat}_label_one`, `Statistic label when the count is 1: ${what}`, one),
    num('Homepage', `home_stats_${stat}_min`, `Show the ${what} statistic from this figure up (below it, the next statistic takes its place)`, min),
  ];
}

export const SITE_CONTENT_DEFAULTS: ContentDefault[] = [
  t('Homepage', 'home_hero_title', 'Hero title', 'Premium Insurance Data & Leads Marketplace'),
  t('Homepage', 'home_hero_subtitle', 'Hero subtitle', 'Verified datasets from trusted providers'),
  t('Homepage', 'home_hero_description', 'Hero description',
    'Find high-quality insurance leads and business datasets from verified data providers. Buy by card, download instantly in CSV, Excel, JSON or XML.'),
  t('Homepage', 'home_hero_cta_primary', 'Hero primary button', 'Browse Datasets'),
  t('Homepage', 'home_hero_cta_secondary', 'Hero secondary button', 'Contact Sales'),
  t('Homepage', 'home_search_placeholder', 'Hero search placeholder', 'Search datasets, leads, categories...'),
  img('Homepage', 'home_hero_background', 'Hero background image'),
  // The statistics' figures are counted from the database (GET /api/stats); their labels and the smallest figure worth
  // showing are editable. Home shows the first three, in this order, that reach their minimum (home-stats.tsx).
  ...homeStat('users', 'active users', 'Active User', 'Active Users', 100),
  ...homeStat('datasets', 'datasets', 'Premium Dataset', 'Premium Datasets', 1),
  ...homeStat('records', 'records', 'Record Available', 'Records Available', 1),
  ...homeStat('providers', 'verified providers with active datasets', 'Verified Provider', 'Verified Providers', 1),
  ...homeStat('categories', 'categories with active datasets', 'Data Category', 'Data Categories', 1),
  t('Homepage', 'home_testimonials_title', 'Testimonials title', 'What Our Customers Say'),
  placeholder(t('Homepage', 'home_testimonials', 'Testimonials from real customers, with their consent (one per line: Quote | Name | Role)', [
    'The Medicare lists paid for themselves in the first week. Contact rates are the best we have seen. | Sarah Mitchell | Independent Medicare Agent',
    'Clean, well-documented data with clear update schedules. Our team stopped scrubbing lists by hand. | David Chen | Sales Director, Summit Insurance Group',
    'Finding the right auto insurance leads by region took minutes instead of days. | Maria Gonzalez | Agency Owner',
  ].join('\n'))),

  t('Branding', 'brand_name', 'Brand name', 'DataCSV'),
  t('Branding', 'brand_tagline', 'Brand tagline', 'Premium Insurance Data Marketplace'),
  img('Branding', 'brand_logo', 'Logo'),
  img('Branding', 'brand_favicon', 'Favicon'),
  img('Branding', 'brand_social_image', 'Social share image'),

  t('Intro', 'intro_title', 'Intro title', 'DataCSV'),
  t('Intro', 'intro_subtitle', 'Intro subtitle', 'Premium Insurance Data Marketplace'),
  t('Intro', 'intro_tagline', 'Intro tagline', 'Verified leads. Instant downloads. Better conversions.'),
  t('Intro', 'intro_features', 'Intro features (one per line)', 'Verified data providers\nInstant secure downloads\nTCPA-compliant insurance leads'),

  t('Marketplace', 'marketplace_title', 'Marketplace title', 'Data Marketplace'),
  t('Marketplace', 'marketplace_description', 'Marketplace description',
    'Browse premium insurance leads and business datasets from verified providers.'),

  t('Footer', 'footer_description', 'Footer description',
    'The trusted marketplace for insurance leads and business data from verified providers.'),
  t('Footer', 'footer_copyright', 'Footer copyright', '© 2026 DataCSV. All rights reserved.'),
  placeholder(t('Footer', 'footer_phone', 'Footer phone', '+1 (555) 123-4567')),
  t('Footer', 'footer_email', 'Footer e-mail', 'support@datacsv.com'),
  placeholder(t('Footer', 'footer_address', 'Footer address', '100 Market Street, San Francisco, CA 94105')),

  t('Navigation', 'nav_browse_data', 'Navigation: browse data', 'Browse Data'),
  t('Navigation', 'nav_lead_generation', 'Navigation: lead generation', 'Lead Generation'),
  t('Navigation', 'nav_pricing', 'Navigation: pricing', 'Pricing'),
  t('Navigation', 'nav_lead_import', 'Navigation: lead import', 'Lead Import'),
  t('Navigation', 'nav_for_business', 'Navigation: for business', 'For Business'),
  t('Navigation', 'nav_developers', 'Navigation: developers (the data API)', 'Developers'),
  t('Navigation', 'nav_resources', 'Navigation: resources', 'Resources'),
  t('Navigation', 'nav_support', 'Navigation: support', 'Support'),
  t('Navigation', 'nav_admin', 'Navigation: admin', 'Admin'),

  t('Authentication', 'auth_signin_title', 'Sign-in title', 'Welcome Back'),
  t('Authentication', 'auth_signin_description', 'Sign-in description', 'Sign in to access premium insurance leads'),
  t('Authentication', 'auth_signup_title', 'Sign-up title', 'Create Account'),
  t('Authentication', 'auth_signup_description', 'Sign-up description', 'Buy verified data and import your leads in one account'),
  t('Authentication', 'auth_reset_title', 'Reset title', 'Reset Password'),
  t('Authentication', 'auth_reset_description', 'Reset description', "Enter your email and we'll send you a link to reset your password"),
];
