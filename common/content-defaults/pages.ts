// Default content of the marketing, contact and support pages (sections Pricing, About, Contact, Support, Resources,
// Lead Generation, Lead Types, Browse Data, For Business, Legal). Loaded by those pages' chunks, not by the first screen.
import { ADDONS, type AddonId } from '../plan-catalog';
import { img, placeholder, t, type ContentDefault } from './entry';

/** A priced offer (plan or package): name, price, period, description, features (one per line) and button text. */
function offer(section: string, prefix: string, what: string, name: string, price: string, period: string, description: string, features: string, button: string): ContentDefault[] {
  return [
    t(section, `${prefix}_name`, `${what}: name`, name),
    t(section, `${prefix}_price`, `${what}: price`, price),
    t(section, `${prefix}_period`, `${what}: price period (may be empty)`, period),
    t(section, `${prefix}_description`, `${what}: description`, description),
    t(section, `${prefix}_features`, `${what}: features (one per line)`, features),
    t(section, `${prefix}_button`, `${what}: button text`, button),
  ];
}
const plan = (prefix: string, what: string, name: string, price: string, period: string, description: string, features: string, button: string) =>
  offer('Pricing', prefix, what, name, price, period, description, features, button);
const leadPackage = (n: number, name: string, price: string, description: string, features: string, button: string) =>
  offer('Lead Generation', `leadgen_package_${n}`, `Package ${n}`, name, price, '', description, features, button);
const businessPlan = (n: number, name: string, price: string, period: string, description: string, features: string, button: string) =>
  offer('For Business', `business_plan_${n}`, `Plan ${n}`, name, price, period, description, features, button);

/** A plan add-on on /pricing: its name, its price (charged: it must read as dollars) and what it does. */
function addon(id: AddonId, name: string, price: string, description: string): ContentDefault[] {
  const prefix = ADDONS[id].contentPrefix;
  return [
    t('Pricing', `${prefix}_name`, `Add-on ${name}: name`, name),
    t('Pricing', `${prefix}_price`, `Add-on ${name}: price (charged as written)`, price),
    t('Pricing', `${prefix}_description`, `Add-on ${name}: description`, description),
  ];
}

/** A lead-type card on /lead-types, keyed by its catalog category slug (the figures come from the catalog). */
function leadType(slug: string, title: string, description: string, price: string, features: string): ContentDefault[] {
  const key = `leadtypes_${slug.replaceAll('-', '_')}`;
  return [
    t('Lead Types', `${key}_title`, `${title}: title`, title),
    t('Lead Types', `${key}_description`, `${title}: description`, description),
    t('Lead Types', `${key}_price`, `${title}: typical price per lead`, price),
    t('Lead Types', `${key}_features`, `${title}: fields included (one per line)`, features),
  ];
}

/** A featured resource; its link must be a page of the site (or /api/docs). */
function featured(n: number, title: string, description: string, type: string, readTime: string, link: string): ContentDefault[] {
  const what = `Featured ${n}`;
  return [
    t('Resources', `resources_featured_${n}_title`, `${what}: title`, title),
    t('Resources', `resources_featured_${n}_description`, `${what}: description`, description),
    t('Resources', `resources_featured_${n}_type`, `${what}: type`, type),
    t('Resources', `resources_featured_${n}_read_time`, `${what}: read time`, readTime),
    t('Resources', `resources_featured_${n}_link`, `${what}: link (a path of this site)`, link),
    img('Resources', `resources_featured_${n}_image`, `${what}: image`),
  ];
}

/** A resource category: four resources, each 'Title | Description | /path'; a line without a path is shown unlinked. */
function resourceCategory(n: number, name: string, description: string, link: string, items: string[]): ContentDefault[] {
  const what = `Category ${n}`;
  return [
    t('Resources', `resources_category_${n}_name`, `${what}: name`, name),
    t('Resources', `resources_category_${n}_description`, `${what}: description`, description),
    t('Resources', `resources_category_${n}_link`, `${what}: Explore button link (a path of this site)`, link),
    t('Resources', `resources_category_${n}_items`, `${what}: resources (one per line: Title | Description | /path)`, items.join('\n')),
  ];
}

export const PAGE_CONTENT_DEFAULTS: ContentDefault[] = [
  t('Pricing', 'pricing_title', 'Pricing title', 'Simple, Transparent Pricing'),
  t('Pricing', 'pricing_description', 'Pricing description', 'Choose the plan that fits your business. Upgrade or cancel any time.'),
  t('About', 'about_title', 'About title', 'About DataCSV'),
  t('About', 'about_description', 'About description',
    'We connect insurance professionals with verified, compliant data so they can grow their books of business.'),
  t('Pricing', 'pricing_popular_badge', 'Badge on the most popular plan', 'Most Popular'),
  ...plan('pricing_plan_1', 'Plan 1', 'Starter', '$99', '/month', 'For independent agents getting started with purchased data.',
    'Up to 100 datasets per month\nCSV, Excel, JSON and XML downloads\n30-day download links\nEmail support', 'Get Started'),
  ...plan('pricing_plan_2', 'Plan 2', 'Professional', '$299', '/month', 'For growing agencies that buy data every week.',
    'Up to 500 datasets per month\nEverything in Starter\nLead import dashboard\nPriority support, reply within 4 hours', 'Get Started'),
  ...plan('pricing_plan_3', 'Plan 3', 'Enterprise', '$799', '/month', 'For carriers and large agencies with custom data needs.',
    'Unlimited datasets\nEverything in Professional\nCustom data sourcing\nDedicated account manager', 'Get Started'),
  t('Pricing', 'pricing_popular_plan', 'Most popular plan number (1, 2 or 3; empty for none)', '2'),
  t('Pricing', 'pricing_addons_title', 'Add-ons title', 'Add-ons'),
  ...addon('verification', 'Data Verification Plus', '$5.00 per dataset', 'Phone and e-mail re-verified just before delivery.'),
  ...addon('enhancement', 'Data Enhancement', '$10.00 per dataset', 'Appends demographic and property fields to every record.'),
  ...addon('realtime', 'Real-Time Data Delivery', '$49 per month', 'New records pushed to your CRM as soon as they are verified.'),
  ...addon('team', 'Team Management', '$19 per user/month', 'Seats, roles and shared purchase history for your team.'),
  t('Pricing', 'pricing_faq_title', 'FAQ title', 'Frequently Asked Questions'),
  t('Pricing', 'pricing_faq', 'FAQ (question and answer pairs: the question on one line, its answer on the next, a blank line between pairs)',
    'How much does a dataset cost?\nEach dataset has its own price, shown in the marketplace (which sorts and filters by price) and on its page before you add it to your cart.\n\n'
    + 'How do I pay?\nBy card at checkout. Lead imports are paid per lead from a prepaid balance that you top up by card.\n\n'
    + 'What if the data is not what was described?\nYou can dispute an order within 30 days of purchase. We replace the affected records or refund you; refunds for technical errors are issued within 5 business days.\n\n'
    + 'Are datasets exclusive?\nNo: every buyer of a dataset gets the same records. The leads you import from your own ad accounts are yours alone.\n\n'
    + 'How fast does support reply?\nWe reply to support requests within 4 hours during business days.'),
  t('Pricing', 'pricing_cta_title', 'Call to action title', 'Not sure which plan fits?'),
  t('Pricing', 'pricing_cta_description', 'Call to action description', 'Browse the marketplace first or tell our team what you need and we will recommend a plan.'),

  t('About', 'about_mission_title', 'Mission title', 'Our Mission'),
  t('About', 'about_mission', 'Mission text',
    'Insurance agents deserve data they can trust. We vet every provider, check every dataset and deliver it in the formats your tools already use, so you can spend your time talking to customers instead of cleaning lists.'),
  t('About', 'about_stats_datasets_label', 'Statistic label: datasets (counted)', 'Datasets Available'),
  t('About', 'about_stats_providers_label', 'Statistic label: providers (counted)', 'Verified Providers'),
  t('About', 'about_stats_records_label', 'Statistic label: records (counted)', 'Records'),
  t('About', 'about_stats_categories_label', 'Statistic label: categories (counted)', 'Categories'),
  t('About', 'about_values_title', 'Values title', 'Our Values'),
  t('About', 'about_values', 'Values (one per line: Title | Description)',
    'Quality First | Every dataset is checked for accuracy, freshness and duplicates before it is listed.\n'
    + 'Compliance by Design | Consent records and TCPA guidance travel with the data you buy.\n'
    + 'Transparency | Prices, update schedules and data dictionaries are visible before you buy.\n'
    + 'Customer Success | Our team helps you turn data into appointments, not just downloads.'),
  t('About', 'about_team_title', 'Leadership title', 'Leadership Team'),
  placeholder(t('About', 'about_team', 'Leadership (one per line: Name | Role | Bio)',
    'Jennifer Walsh | Chief Executive Officer | Twenty years in insurance distribution, formerly head of agency growth at a national carrier.\n'
    + 'Marcus Reid | Chief Technology Officer | Built data platforms for fintech and insurtech companies; leads engineering and security.\n'
    + 'Priya Raman | Head of Data Quality | Runs provider vetting, verification and the dispute desk.\n'
    + 'Daniel Ortiz | VP of Customer Success | Helps agencies plan campaigns and get the most out of every list.')),
  t('Contact', 'contact_title', 'Contact title', 'Contact Us'),
  t('Contact', 'contact_description', 'Contact description', 'Questions about data, pricing or partnerships? Our team is here to help.'),
  t('Contact', 'contact_response_time', 'Contact response time', '24 hours'),
  t('Contact', 'contact_email_title', 'Contact method: e-mail title', 'Email Us'),
  t('Contact', 'contact_email_description', 'Contact method: e-mail description', 'Send us an e-mail any time; we answer every message.'),
  t('Contact', 'contact_phone_title', 'Contact method: phone title', 'Call Us'),
  t('Contact', 'contact_phone_description', 'Contact method: phone description', 'Monday to Friday, 8am to 6pm Pacific Time.'),
  t('Contact', 'contact_visit_title', 'Contact method: visit title', 'Visit Us'),
  t('Contact', 'contact_visit_description', 'Contact method: visit description', 'Our headquarters welcomes visitors by appointment.'),
  t('Contact', 'contact_form_title', 'Contact form heading (the response time is added)', 'Send us a message'),
  t('Contact', 'contact_offices_title', 'Offices heading', 'Our Offices'),
  placeholder(t('Contact', 'contact_office_1', 'Office 1 (one per line: city, address lines, phone)', 'San Francisco (Headquarters)\n100 Market Street\nSan Francisco, CA 94105\n+1 (555) 123-4567')),
  placeholder(t('Contact', 'contact_office_2', 'Office 2 (one per line: city, address lines, phone)', 'New York\n350 Fifth Avenue, Suite 4100\nNew York, NY 10118\n+1 (555) 234-5678')),
  placeholder(t('Contact', 'contact_office_3', 'Office 3 (one per line: city, address lines, phone)', 'Austin\n500 West 2nd Street\nAustin, TX 78701\n+1 (555) 345-6789')),
  t('Support', 'support_response_time', 'Support response time', '4 hours during business hours'),
  t('Support', 'support_hours', 'Support hours', 'Monday to Friday, 8am to 6pm Pacific Time'),
  t('Support', 'support_faq_1_title', 'FAQ group 1: title', 'Getting Started'),
  t('Support', 'support_faq_1_items', 'FAQ group 1: questions (one per line: Question | Answer)', [
    'How do I buy a dataset? | Browse the Marketplace, add datasets to your cart and check out with a card. Your files are ready in Downloads as soon as the payment succeeds.',
    'Do I need an account? | You can browse and fill a cart as a guest; signing in is needed to check out, so your purchases and downloads are kept in your account.',
    'Can I see the data before buying? | Yes. Every dataset page offers a free sample with personal fields masked, so you can check the columns and quality first.',
  ].join('\n')),
  t('Support', 'support_faq_2_title', 'FAQ group 2: title', 'Billing & Payments'),
  t('Support', 'support_faq_2_items', 'FAQ group 2: questions (one per line: Question | Answer)', [
    'Which payment methods do you accept? | We accept all major credit and debit cards. Card details are handled by our payment provider and never stored by us.',
    'How does the lead balance work? | Lead Import charges each delivered lead to your prepaid balance. Add funds from Billing, or turn on auto-recharge so it tops up when it runs low.',
    'Can I get a refund? | You can dispute a purchase within 30 days. Refunds for technical errors are processed within 5 business days.',
  ].join('\n')),
  t('Support', 'support_faq_3_title', 'FAQ group 3: title', 'Data & Downloads'),
  t('Support', 'support_faq_3_items', 'FAQ group 3: questions (one per line: Question | Answer)', [
    'Which file formats can I download? | Every dataset downloads as CSV, JSON, Excel (XLSX) or XML; pick the format in Downloads.',
    'How long are my download links valid? | Download links stay valid for 30 days after payment, and you can download as often as you need in that time.',
    'How may I use purchased leads? | Use them as described in our Data Usage Policy, including consent and do-not-call rules for telemarketing.',
  ].join('\n')),
  t('Support', 'support_title', 'Support title', 'Support Center'),
  t('Support', 'support_description', 'Support description', 'Search our help articles or reach our support team.'),
  t('Resources', 'resources_title', 'Resources title', 'Knowledge Grimoire'),
  t('Resources', 'resources_description', 'Resources description',
    'Guides, tutorials and white papers to get the most out of your data.'),
  t('Resources', 'resources_browse_all', 'Browse all button', 'Browse All Resources'),
  t('Resources', 'resources_join_community', 'Join community button (takes the visitor to the newsletter sign-up)', 'Join Community'),
  ...featured(1, 'Data Usage Policy', 'What you may do with purchased leads, how to stay TCPA-compliant and how long to keep data.', 'Guide', '12 min read', '/legal/data-usage'),
  ...featured(2, 'API Reference', 'The data API: keys, rate limits, endpoints, and examples in curl, JavaScript and Python.', 'Documentation', '5 min read', '/developers'),
  ...featured(3, 'Choosing a Plan', 'Compare Starter, Professional and Enterprise, the add-ons and the answers to common billing questions.', 'Guide', '4 min read', '/pricing'),
  ...resourceCategory(1, 'Documentation', 'Reference material for buying, downloading and integrating data.', '/api/docs', [
    'API Reference | The data API: keys, limits, endpoints and examples. | /developers',
    'Data Usage Policy | The licence that comes with every dataset. | /legal/data-usage',
    'Terms of Service | Billing, refunds, acceptable use and termination. | /terms',
    'Privacy Policy | What we collect and how we protect it. | /privacy',
  ]),
  ...resourceCategory(2, 'Tutorials', 'Step-by-step: where to go in the app for the tasks buyers do most.', '/support', [
    'Find and Buy Your First Dataset | Search, filter and check out in minutes. | /marketplace',
    'Download in Any Format | Get CSV, Excel, JSON or XML from the download center. | /downloads',
    'Import Leads from Your Campaigns | Connect an ad platform and pay per lead. | /lead-import',
    'Set Up Auto-Recharge | Keep your lead balance topped up automatically. | /account/billing',
  ]),
  ...resourceCategory(3, 'White Papers', 'Compliance and data-quality guidance for insurance marketers.', '/legal/data-usage', [
    'TCPA and Consent | Calling and texting purchased leads lawfully. | /legal/data-usage#tcpa',
    'Storing Data Securely | Security expectations for downloaded files. | /legal/data-usage#security',
    'Disputes and Refunds | How the 30-day dispute window works. | /terms#refunds',
    'Data Protection | How we handle personal information. | /privacy#security',
  ]),
  ...resourceCategory(4, 'Code Examples', 'Automate purchases, downloads and lead delivery.', '/developers', [
    'Search the Catalog | Query datasets by category, price and rating through the data API. | /developers',
    'Lead Ingest Webhook | Post leads to your import with its secret URL. | /lead-import/configs',
    'CSV Lead Upload | The column layout for uploading leads in bulk. | /lead-import/upload',
    'Masked Sample Files | Preview any dataset as CSV before you buy. | /marketplace',
  ]),
  ...resourceCategory(5, 'Community', 'Reach our team and other buyers.', '/support', [
    'Support Center | Answers to common questions and our support team. | /support',
    'Contact Us | Talk to sales, support or compliance. | /contact',
    'Become a Data Provider | Sell your verified data on the marketplace. | /contact?subject=partnership',
    'Buyer Reviews | See how other agents rate each dataset. | /marketplace?sort=rating',
  ]),
  ...resourceCategory(6, 'Use Cases', 'How agents and agencies use our data.', '/marketplace', [
    'Medicare Enrollment Outreach | Reach seniors ahead of enrollment periods. | /marketplace?category=medicare',
    'Auto Insurance Prospecting | Shoppers with renewals coming up. | /marketplace?category=auto-insurance',
    'Commercial Lines Growth | Small businesses that need coverage. | /marketplace?category=business-insurance',
    'Territory Planning | Size markets before you hire or advertise. | /marketplace?category=market-analytics',
  ]),
  t('Resources', 'resources_newsletter_title', 'Newsletter title', 'Stay in the Loop'),
  t('Resources', 'resources_newsletter_description', 'Newsletter description',
    'Join the agents and agencies who get our new datasets, compliance updates and practical guides, about twice a month. Unsubscribe any time.'),

  t('Lead Generation', 'leadgen_title', 'Lead generation hero title', 'Lead Generation Services'),
  t('Lead Generation', 'leadgen_description', 'Hero description',
    'Done-for-you insurance lead campaigns: we build, run and optimise them, and deliver verified, TCPA-compliant leads to your dashboard in real time.'),
  t('Lead Generation', 'leadgen_cta_primary', 'Hero primary button (opens the contact form)', 'Request Custom Leads'),
  t('Lead Generation', 'leadgen_cta_secondary', 'Hero secondary button (links to About)', 'About Our Team'),
  t('Lead Generation', 'leadgen_services_title', 'Services title', 'What We Do'),
  t('Lead Generation', 'leadgen_services', 'Services (one per line: Title | Description)',
    'Campaign Strategy | We define your target audience, coverage lines and territories, and set cost-per-lead goals with you.\n'
    + 'Multi-Channel Campaigns | Search, social and display campaigns with landing pages built for consent capture.\n'
    + 'Lead Verification | Phone, e-mail and address checks plus duplicate removal before a lead reaches you.\n'
    + 'Real-Time Delivery | Leads arrive in your dashboard and CRM seconds after a prospect submits the form.'),
  t('Lead Generation', 'leadgen_results_title', 'Typical results title', 'Typical Results'),
  t('Lead Generation', 'leadgen_results', 'Typical results (one per line: Figure | Label)',
    '25-40% | Contact rate\n8-15% | Lead-to-policy conversion\n< 60 s | Delivery time\n3x | Typical return on spend'),
  t('Lead Generation', 'leadgen_price_note', 'Lead price note',
    'Lead prices range from about $1.50 to $15 per lead, depending on the line of business, exclusivity and volume.'),
  t('Lead Generation', 'leadgen_packages_title', 'Packages title', 'Campaign Packages'),
  ...leadPackage(1, 'Starter Setup', '$2,500', 'One coverage line in up to 3 states.',
    'Campaign strategy session\nLanding page with consent capture\n1 ad channel\nReal-time lead delivery', 'Get Started'),
  ...leadPackage(2, 'Professional Package', '$4,500', 'Two coverage lines, nationwide or regional.',
    'Everything in Starter Setup\n3 ad channels\nLead verification and scoring\nMonthly optimisation review', 'Get Started'),
  ...leadPackage(3, 'Enterprise', 'Custom', 'Multi-line programs for carriers and large agencies.',
    'Everything in Professional\nUnlimited channels and states\nDedicated campaign manager\nCustom CRM integration', 'Contact Sales'),
  t('Lead Generation', 'leadgen_final_title', 'Final call to action title', 'Ready to Grow Your Pipeline?'),
  t('Lead Generation', 'leadgen_final_description', 'Final call to action description',
    'Tell us about your market and we will propose a campaign within two business days.'),

  t('Lead Types', 'leadtypes_title', 'Title', 'Insurance Lead Types'),
  t('Lead Types', 'leadtypes_description', 'Description',
    'Verified, consent-based leads for every line of business. Compare lead types, then pick a dataset.'),
  t('Lead Types', 'leadtypes_cta_custom', 'Custom leads button (opens the contact form)', 'Request Custom Leads'),
  t('Lead Types', 'leadtypes_cta_specialist', 'Specialist button (opens the contact form)', 'Contact Specialist'),
  ...leadType('health-insurance', 'Health Insurance Leads', 'Individuals and families shopping for ACA, short-term and supplemental health plans.', '$8 - $15 per lead', 'Coverage type\nHousehold size\nIncome range'),
  ...leadType('life-insurance', 'Life Insurance Leads', 'Term, whole and final expense prospects with stated coverage amounts.', '$6 - $14 per lead', 'Coverage amount\nAge and health class\nBeneficiary intent'),
  ...leadType('medicare', 'Medicare Leads', 'Seniors turning 65 and beneficiaries comparing Advantage, Supplement and Part D plans.', '$5 - $12 per lead', 'Plan interest\nEnrollment period\nCurrent coverage'),
  ...leadType('auto-insurance', 'Auto Insurance Leads', 'Drivers with upcoming renewals, including SR-22 and high-risk segments.', '$1.50 - $8 per lead', 'Vehicles and drivers\nCurrent insurer\nRenewal date'),
  ...leadType('home-insurance', 'Home Insurance Leads', 'Homeowners, condo owners and landlords looking for new property coverage.', '$4 - $10 per lead', 'Home value\nYear built\nPolicy type'),
  ...leadType('business-insurance', 'Business Insurance Leads', "Small and mid-sized businesses needing general liability, workers' comp or commercial auto.", '$7 - $15 per lead', 'Industry\nEmployees\nCoverage needed'),
  t('Lead Types', 'leadtypes_popular', 'Popular lead types (category slugs, one per line)', 'medicare\nauto-insurance'),

  t('Browse Data', 'browse_title', 'Title', 'Browse Data'),
  t('Browse Data', 'browse_description', 'Description', 'Search every verified dataset, filter by category and price, and add what you need to your cart.'),

  t('For Business', 'business_title', 'For Business hero title', 'Enterprise Data Solutions'),
  t('For Business', 'business_description', 'Hero description',
    'Data for teams: shared purchasing, bulk downloads and custom sourcing for agencies, carriers and marketing organisations.'),
  t('For Business', 'business_features_title', 'Features title', 'Built for Teams'),
  t('For Business', 'business_features', 'Features (one per line: Title | Description)',
    'Team Accounts | Invite your team and share purchases, downloads and lead imports.\n'
    + 'Bulk Downloads | Every format, streamed straight from our servers however large the file.\n'
    + 'Custom Sourcing | We source, verify and deliver lists built to your exact criteria.\n'
    + 'API Access | Search the catalog, read the rows of the datasets your team bought and pull your charged leads from your own systems; purchases are made on the site.\n'
    + 'Compliance Support | Consent records and TCPA guidance for every lead you buy.\n'
    + 'Dedicated Manager | One contact who knows your markets and your goals.'),
  t('For Business', 'business_plans_title', 'Plans title', 'Business Plans'),
  ...businessPlan(1, 'Professional', '$299', '/month', 'For small teams buying data regularly.', 'Up to 500 datasets per month\nTeam Management: $19 per member/month\nShared purchases and downloads\n1,000 API requests an hour', 'Get Started'),
  ...businessPlan(2, 'Enterprise', '$799', '/month', 'For agencies and carriers at scale.', 'Unlimited datasets\nTeam Management: $19 per member/month\n10,000 API requests an hour\nDedicated account manager', 'Get Started'),
  ...businessPlan(3, 'Custom', 'Custom', '', 'Data programs designed around your business.', 'Custom data sourcing\nCustom delivery and integrations\nVolume pricing', 'Contact Sales'),

  t('Legal', 'legal_privacy_title', 'Privacy Policy title', 'Privacy Policy'),
  t('Legal', 'legal_privacy_intro', 'Privacy Policy introduction',
    'This policy explains what personal information we collect when you use the marketplace, why we collect it and the choices you have.'),
  t('Legal', 'legal_privacy_updated', 'Privacy Policy last updated date', 'January 15, 2024'),
  t('Legal', 'legal_terms_title', 'Terms of Service title', 'Terms of Service'),
  t('Legal', 'legal_terms_intro', 'Terms of Service introduction',
    'These terms govern your use of the marketplace, your purchases of datasets and leads, and your prepaid lead balance.'),
  t('Legal', 'legal_terms_updated', 'Terms of Service last updated date', 'January 15, 2024'),
];
