// Industries (with 2022 NAICS codes) and name parts for generated businesses.

export interface Industry {
  name: string;
  naics: string;
  /** Words that end a business name in this trade ("Plumbing & Heating"). */
  nouns: readonly string[];
  employees: readonly [min: number, max: number];
  /** Typical annual revenue per employee, in dollars. */
  revenuePerEmployee: number;
}

export const INDUSTRIES = {
  plumbing: { name: 'Plumbing, Heating & AC Contractors', naics: '238220', nouns: ['Plumbing', 'Plumbing & Heating', 'Heating & Air', 'Mechanical'], employees: [2, 120], revenuePerEmployee: 165_000 },
  electrical: { name: 'Electrical Contractors', naics: '238210', nouns: ['Electric', 'Electrical Services', 'Power Systems'], employees: [2, 150], revenuePerEmployee: 170_000 },
  roofing: { name: 'Roofing Contractors', naics: '238160', nouns: ['Roofing', 'Roofing & Exteriors', 'Roof Systems'], employees: [3, 80], revenuePerEmployee: 180_000 },
  remodeling: { name: 'Residential Remodelers', naics: '236118', nouns: ['Remodeling', 'Home Improvement', 'Builders', 'Renovations'], employees: [2, 60], revenuePerEmployee: 190_000 },
  commercialConstruction: { name: 'Commercial Building Construction', naics: '236220', nouns: ['Construction', 'Builders', 'Contracting'], employees: [8, 400], revenuePerEmployee: 420_000 },
  landscaping: { name: 'Landscaping Services', naics: '561730', nouns: ['Landscaping', 'Lawn & Landscape', 'Outdoor Services'], employees: [2, 90], revenuePerEmployee: 95_000 },
  restaurant: { name: 'Full-Service Restaurants', naics: '722511', nouns: ['Grill', 'Kitchen', 'Bistro', 'Cafe', 'Steakhouse', 'Taqueria'], employees: [6, 120], revenuePerEmployee: 62_000 },
  hotel: { name: 'Hotels & Motels', naics: '721110', nouns: ['Inn', 'Hotel', 'Suites', 'Lodge'], employees: [8, 220], revenuePerEmployee: 110_000 },
  dental: { name: 'Offices of Dentists', naics: '621210', nouns: ['Dental', 'Family Dentistry', 'Dental Group', 'Smile Center'], employees: [4, 45], revenuePerEmployee: 150_000 },
  physicians: { name: 'Offices of Physicians', naics: '621111', nouns: ['Family Medicine', 'Medical Group', 'Internal Medicine', 'Pediatrics'], employees: [5, 180], revenuePerEmployee: 210_000 },
  homeHealth: { name: 'Home Health Care Services', naics: '621610', nouns: ['Home Health', 'Home Care', 'Caregivers'], employees: [10, 300], revenuePerEmployee: 70_000 },
  veterinary: { name: 'Veterinary Services', naics: '541940', nouns: ['Animal Hospital', 'Veterinary Clinic', 'Pet Hospital'], employees: [4, 60], revenuePerEmployee: 130_000 },
  insuranceAgency: { name: 'Insurance Agencies & Brokerages', naics: '524210', nouns: ['Insurance Agency', 'Insurance Group', 'Insurance Services', 'Risk Advisors'], employees: [1, 90], revenuePerEmployee: 160_000 },
  realEstate: { name: 'Real Estate Agents & Brokers', naics: '531210', nouns: ['Realty', 'Real Estate', 'Properties', 'Homes'], employees: [1, 70], revenuePerEmployee: 140_000 },
  accounting: { name: 'Offices of Certified Public Accountants', naics: '541211', nouns: ['CPAs', 'Accounting', 'Tax & Advisory'], employees: [2, 120], revenuePerEmployee: 150_000 },
  law: { name: 'Offices of Lawyers', naics: '541110', nouns: ['Law Group', 'Law Firm', 'Legal', 'Attorneys at Law'], employees: [2, 150], revenuePerEmployee: 210_000 },
  marketing: { name: 'Marketing Consulting Services', naics: '541613', nouns: ['Marketing', 'Media', 'Digital', 'Creative'], employees: [2, 80], revenuePerEmployee: 140_000 },
  software: { name: 'Software Publishers', naics: '513210', nouns: ['Software', 'Technologies', 'Labs', 'Systems'], employees: [5, 500], revenuePerEmployee: 260_000 },
  itServices: { name: 'Custom Computer Programming Services', naics: '541511', nouns: ['IT Solutions', 'Tech Services', 'Consulting', 'Data Systems'], employees: [3, 250], revenuePerEmployee: 175_000 },
  trucking: { name: 'General Freight Trucking, Long-Distance', naics: '484121', nouns: ['Trucking', 'Transport', 'Freight Lines', 'Logistics'], employees: [2, 350], revenuePerEmployee: 190_000 },
  freightBrokerage: { name: 'Freight Transportation Arrangement', naics: '488510', nouns: ['Logistics', 'Freight Solutions', 'Shipping'], employees: [3, 200], revenuePerEmployee: 420_000 },
  autoRepair: { name: 'General Automotive Repair', naics: '811111', nouns: ['Auto Repair', 'Automotive', 'Auto Care', 'Collision & Repair'], employees: [2, 35], revenuePerEmployee: 120_000 },
  machineShop: { name: 'Machine Shops', naics: '332710', nouns: ['Machine Works', 'Precision Machining', 'Manufacturing', 'Fabrication'], employees: [4, 220], revenuePerEmployee: 160_000 },
  fitness: { name: 'Fitness & Recreational Sports Centers', naics: '713940', nouns: ['Fitness', 'Athletic Club', 'Gym', 'CrossFit'], employees: [4, 90], revenuePerEmployee: 55_000 },
  childCare: { name: 'Child Day Care Services', naics: '624410', nouns: ['Learning Center', 'Early Learning', 'Child Care', 'Academy'], employees: [5, 70], revenuePerEmployee: 45_000 },
  janitorial: { name: 'Janitorial Services', naics: '561720', nouns: ['Cleaning Services', 'Janitorial', 'Facility Services'], employees: [3, 250], revenuePerEmployee: 48_000 },
  salon: { name: 'Beauty Salons', naics: '812112', nouns: ['Salon', 'Hair Studio', 'Salon & Spa'], employees: [2, 25], revenuePerEmployee: 52_000 },
  hardwareRetail: { name: 'Hardware Retailers', naics: '444140', nouns: ['Hardware', 'Supply', 'Lumber & Hardware'], employees: [4, 90], revenuePerEmployee: 230_000 },
} as const satisfies Record<string, Industry>;

export type IndustryKey = keyof typeof INDUSTRIES;

export const CONTRACTOR_INDUSTRIES: readonly IndustryKey[] = ['plumbing', 'electrical', 'roofing', 'remodeling', 'commercialConstruction', 'landscaping'];
export const HEALTHCARE_INDUSTRIES: readonly IndustryKey[] = ['dental', 'physicians', 'homeHealth', 'veterinary'];
export const PROFESSIONAL_INDUSTRIES: readonly IndustryKey[] = ['accounting', 'law', 'marketing', 'software', 'itServices', 'realEstate'];
export const TRANSPORT_INDUSTRIES: readonly IndustryKey[] = ['trucking', 'freightBrokerage'];
export const HOSPITALITY_INDUSTRIES: readonly IndustryKey[] = ['restaurant', 'hotel'];

/** First words of business names that are not a surname. */
export const NAME_PREFIXES = [
  'Summit', 'Lone Star', 'Blue Ridge', 'Evergreen', 'Pioneer', 'Keystone', 'Golden Gate', 'Liberty', 'Heritage',
  'Cornerstone', 'Redwood', 'Silver Creek', 'Northside', 'Bayview', 'Cypress', 'Iron Horse', 'Prairie', 'Harbor',
  'Magnolia', 'Granite', 'Sunbelt', 'Copper Canyon', 'Riverbend', 'Tri-County', 'Metro', 'Allied', 'Premier',
  'Precision', 'First Choice', 'Five Star', 'Patriot', 'Coastal', 'Mountain View', 'Great Lakes', 'Desert Sun',
  'Oak Hollow', 'Maple Leaf', 'Bright Path', 'True North', 'Old Town', 'Clearwater', 'High Plains', 'Eastside',
] as const;

export const LEGAL_SUFFIXES: readonly (readonly [string, number])[] = [
  ['', 30], [' LLC', 34], [', Inc.', 14], [' Inc.', 8], [' Co.', 4], [' Group', 5], [' & Sons', 3], [', LLP', 2],
];

export const OWNERSHIP_TYPES: readonly (readonly [string, number])[] = [
  ['Privately held', 52], ['Family-owned', 24], ['Franchise', 10], ['Partnership', 8], ['Subsidiary', 4], ['Nonprofit', 2],
];

export const INTENT_TOPICS = [
  'Commercial insurance renewal', 'Group health benefits', "Workers' compensation quotes", 'Cyber liability coverage',
  'Commercial auto fleet coverage', 'Employee retirement plans', 'Business owners policy', 'Payroll software',
  'Lead generation services', 'CRM software', 'Professional liability coverage', 'Key person life insurance',
] as const;

export const BUYING_STAGES: readonly (readonly [string, number])[] = [
  ['Awareness', 30], ['Research', 32], ['Consideration', 22], ['Decision', 11], ['Purchased', 5],
];
