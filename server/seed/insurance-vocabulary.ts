// Words of a real insurance-data marketplace, commonest first within each list: the realistic catalog generator
// (realistic-catalog.ts) draws titles, tags and descriptions from them with Zipf-law frequencies, so a list's first
// words are in many datasets and its last in few.

/** Each category's own words (lines of business, products, data points), drawn more often in its datasets. */
export const CATEGORY_WORDS: Record<string, readonly string[]> = {
  'health-insurance': ['health', 'aca', 'marketplace', 'individual', 'family', 'plan', 'coverage', 'enrollment', 'short-term',
    'dental', 'vision', 'hmo', 'ppo', 'deductible', 'subsidy', 'premium', 'uninsured', 'cobra', 'supplemental', 'hospital',
    'indemnity', 'critical', 'illness', 'accident', 'telehealth', 'pharmacy', 'wellness', 'bronze', 'silver', 'gold', 'platinum'],
  'life-insurance': ['life', 'term', 'whole', 'final', 'expense', 'burial', 'universal', 'indexed', 'beneficiary', 'mortgage',
    'protection', 'annuity', 'estate', 'guaranteed', 'issue', 'simplified', 'underwriting', 'policy', 'face', 'amount',
    'retirement', 'legacy', 'juvenile', 'smoker', 'nonsmoker', 'conversion', 'rider', 'cash', 'value', 'survivorship'],
  medicare: ['medicare', 'advantage', 'supplement', 'medigap', 'part', 'prescription', 'drug', 'seniors', 'turning', '65',
    'aep', 'oep', 'sep', 'dual', 'eligible', 'medicaid', 'snp', 'retirees', 'beneficiaries', 'formulary', 'copay', 'network',
    'caregiver', 'chronic', 'condition', 'aging', 'retiree', 'enrollees', 'star', 'rating'],
  'auto-insurance': ['auto', 'car', 'vehicle', 'driver', 'motor', 'liability', 'collision', 'comprehensive', 'sr22',
    'nonstandard', 'teen', 'multi-car', 'bundle', 'garaging', 'vin', 'mileage', 'telematics', 'accident', 'violation', 'dui',
    'commercial', 'fleet', 'truck', 'motorcycle', 'rideshare', 'renewal', 'lapse', 'quote', 'carrier', 'switchers'],
  'home-insurance': ['home', 'homeowners', 'property', 'renters', 'condo', 'dwelling', 'flood', 'wind', 'hail', 'wildfire',
    'earthquake', 'hurricane', 'mortgage', 'new', 'movers', 'purchase', 'roof', 'replacement', 'cost', 'landlord', 'rental',
    'vacant', 'mobile', 'manufactured', 'umbrella', 'valuables', 'claims', 'inspection', 'coastal', 'fire'],
  'business-insurance': ['business', 'commercial', 'small', 'general', 'liability', 'workers', 'compensation', 'bop',
    'professional', 'errors', 'omissions', 'cyber', 'contractors', 'restaurant', 'retail', 'trucking', 'bond', 'surety',
    'payroll', 'employees', 'owners', 'startup', 'franchise', 'landscaping', 'construction', 'medical', 'malpractice',
    'directors', 'officers', 'inland', 'marine'],
  'market-analytics': ['market', 'analytics', 'rate', 'filings', 'loss', 'ratio', 'premium', 'benchmark', 'share', 'trend',
    'carrier', 'quarterly', 'report', 'pricing', 'competitor', 'territory', 'penetration', 'forecast', 'claims', 'frequency',
    'severity', 'regulatory', 'naic', 'statutory', 'growth', 'segment', 'index', 'survey', 'panel', 'actuarial'],
  'sales-intelligence': ['sales', 'intelligence', 'intent', 'signals', 'agent', 'agency', 'producer', 'appointment',
    'licensed', 'npn', 'book', 'prospecting', 'outreach', 'decision', 'makers', 'buying', 'trigger', 'events', 'hiring',
    'expansion', 'renewal', 'dates', 'technographic', 'crm', 'pipeline', 'territory', 'quota', 'campaign', 'engagement', 'lookalike'],
  'business-data': ['business', 'firmographic', 'company', 'companies', 'industry', 'naics', 'sic', 'revenue', 'employee',
    'count', 'headcount', 'executives', 'owners', 'registrations', 'filings', 'secretary', 'state', 'new', 'formations',
    'ein', 'duns', 'locations', 'branches', 'corporate', 'hierarchy', 'credit', 'ucc', 'liens', 'licenses', 'permits'],
};

/** What a listing sells: the last word of most titles. */
export const LISTING_NOUNS = ['leads', 'data', 'prospects', 'list', 'records', 'shoppers', 'contacts', 'calls', 'transfers',
  'signals', 'database', 'file', 'audience', 'households', 'accounts', 'inquiries', 'applications', 'subscribers'] as const;

/** Words of any category's descriptions and tags: the marketplace's common language, commonest first. */
export const COMMON_WORDS = ['verified', 'exclusive', 'phone', 'email', 'consent', 'tcpa', 'compliant', 'fresh', 'aged',
  'real-time', 'inbound', 'opt-in', 'shared', 'daily', 'delivered', 'filtered', 'scrubbed', 'dnc', 'validated', 'address',
  'zip', 'age', 'income', 'household', 'demographic', 'geographic', 'targeted', 'quality', 'contact', 'rate', 'conversion',
  'intent', 'online', 'web', 'form', 'landing', 'page', 'campaign', 'source', 'timestamp', 'ip', 'jornaya', 'trustedform',
  'certificate', 'deduplicated', 'appended', 'enriched', 'mobile', 'landline', 'cell', 'sms', 'direct', 'mail', 'postal',
  'cass', 'ncoa', 'monthly', 'weekly', 'quarterly', 'refresh', 'updated', 'historical', 'coverage', 'nationwide', 'regional',
  'urban', 'rural', 'suburban', 'seniors', 'families', 'millennials', 'retirees', 'veterans', 'hispanic', 'bilingual',
  'spanish', 'b2b', 'b2c', 'agents', 'brokers', 'carriers', 'agencies', 'call', 'center', 'dialer', 'ready', 'live',
  'transfer', 'warm', 'qualified', 'pre-screened', 'survey', 'respondents', 'quote', 'requests', 'comparison', 'shoppers',
  'clickstream', 'behavioral', 'predictive', 'score', 'propensity', 'model', 'lifetime', 'premium', 'policyholders',
  'renewals', 'expiring', 'policies', 'lapsed', 'cancelled', 'homeowners', 'drivers', 'business', 'owners', 'executives',
  'api', 'csv', 'json', 'excel', 'batch', 'feed', 'webhook', 'ping', 'post', 'delivery', 'guarantee', 'replacement',
  'return', 'credit', 'bad', 'numbers', 'accuracy', 'match', 'rates', 'append', 'hygiene', 'sample', 'available', 'free',
  'trial', 'volume', 'discount', 'custom', 'selects', 'counts', 'available', 'instant', 'download', 'license', 'usage',
  'rights', 'single', 'use', 'unlimited', 'multi-use', 'record', 'level', 'detail', 'fields', 'columns', 'dictionary'] as const;

/** Tags buyers filter by in their heads: freshness, exclusivity, audience. */
export const TAG_WORDS = ['exclusive', 'shared', 'fresh', 'aged', 'real-time', 'verified', 'tcpa', 'b2c', 'b2b', 'seniors',
  'inbound', 'opt-in', 'dialer-ready', 'bilingual', 'high-intent', 'pre-screened', 'compliant', 'nationwide', 'trending',
  'new', 'bestseller', 'premium', 'budget', 'bulk'] as const;

/** The states by population, commonest first: a state's datasets are about as many as its people. */
export const US_STATES = ['California', 'Texas', 'Florida', 'New York', 'Pennsylvania', 'Illinois', 'Ohio', 'Georgia',
  'North Carolina', 'Michigan', 'New Jersey', 'Virginia', 'Washington', 'Arizona', 'Tennessee', 'Massachusetts', 'Indiana',
  'Missouri', 'Maryland', 'Wisconsin', 'Colorado', 'Minnesota', 'South Carolina', 'Alabama', 'Louisiana', 'Kentucky',
  'Oregon', 'Oklahoma', 'Connecticut', 'Utah', 'Iowa', 'Nevada', 'Arkansas', 'Mississippi', 'Kansas', 'New Mexico',
  'Nebraska', 'Idaho', 'West Virginia', 'Hawaii', 'New Hampshire', 'Maine', 'Montana', 'Rhode Island', 'Delaware',
  'South Dakota', 'North Dakota', 'Alaska', 'Vermont', 'Wyoming'] as const;

/** Words that join a description's phrases (stop words the search drops, and filler it keeps). */
export const JOINING_WORDS = ['and', 'with', 'for', 'from', 'the', 'of', 'in', 'by', 'each', 'every', 'per', 'all', 'our',
  'your', 'includes', 'including', 'sourced', 'collected', 'captured', 'generated', 'provided'] as const;
