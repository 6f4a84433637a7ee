// Insurance vocabulary for generated leads and market rows: carriers, coverages, vehicles, lead sources.

type Weighted = readonly (readonly [string, number])[];

export const HEALTH_CARRIERS: Weighted = [
  ['Blue Cross Blue Shield', 22], ['UnitedHealthcare', 16], ['Aetna', 9], ['Cigna', 8], ['Humana', 5],
  ['Kaiser Permanente', 7], ['Ambetter', 8], ['Oscar Health', 5], ['Molina Healthcare', 5], ['None', 15],
];

export const LIFE_CARRIERS: Weighted = [
  ['Northwestern Mutual', 8], ['New York Life', 8], ['MassMutual', 6], ['Prudential', 6], ['Lincoln Financial', 5],
  ['Pacific Life', 4], ['Transamerica', 5], ['Mutual of Omaha', 6], ['Banner Life', 3], ['Protective Life', 4],
  ['Employer group policy', 15], ['None', 30],
];

export const MEDICARE_CURRENT_COVERAGE: Weighted = [
  ['Employer group plan', 28], ['Original Medicare only', 22], ['Medicare Advantage', 20], ['Medicare Supplement', 14],
  ['Individual marketplace plan', 8], ['Medicaid', 4], ['None', 4],
];

export const MEDICARE_PLAN_INTEREST: Weighted = [
  ['Medicare Supplement Plan G', 26], ['Medicare Supplement Plan N', 12], ['Medicare Advantage HMO', 18],
  ['Medicare Advantage PPO', 16], ['Part D Prescription Drug Plan', 14], ['Dual Special Needs Plan (D-SNP)', 6],
  ['Medicare Supplement High-Deductible G', 8],
];

export const AUTO_CARRIERS: Weighted = [
  ['State Farm', 17], ['GEICO', 14], ['Progressive', 14], ['Allstate', 10], ['USAA', 6], ['Liberty Mutual', 5],
  ['Farmers', 4], ['Nationwide', 3], ['Travelers', 3], ['American Family', 2], ['Erie Insurance', 2],
  ['Auto-Owners', 2], ['None', 8],
];

export const HOME_CARRIERS: Weighted = [
  ['State Farm', 18], ['Allstate', 10], ['USAA', 6], ['Liberty Mutual', 6], ['Farmers', 6], ['Travelers', 4],
  ['American Family', 4], ['Nationwide', 4], ['Chubb', 2], ['Citizens Property Insurance', 4], ['Universal Property', 3],
  ['Erie Insurance', 2], ['None', 6],
];

export const COMMERCIAL_CARRIERS: Weighted = [
  ['The Hartford', 12], ['Travelers', 11], ['Chubb', 7], ['Liberty Mutual', 8], ['Hiscox', 6], ['NEXT Insurance', 7],
  ['CNA', 6], ['Nationwide', 6], ['Berkshire Hathaway GUARD', 5], ['Employers', 5], ['State Fund', 3], ['None', 14],
];

export const HEALTH_COVERAGE_TYPES: Weighted = [
  ['Individual ACA Marketplace', 34], ['Family ACA Marketplace', 24], ['Short-Term Medical', 12],
  ['Self-Employed PPO', 10], ['Health Savings Account (HSA) Plan', 8], ['Dental & Vision', 7], ['Hospital Indemnity', 5],
];

export const LIFE_POLICY_TYPES: Weighted = [
  ['Term Life 20-Year', 24], ['Term Life 30-Year', 16], ['Term Life 10-Year', 10], ['Whole Life', 14],
  ['Indexed Universal Life', 8], ['Guaranteed Universal Life', 6], ['Final Expense', 14], ['Mortgage Protection', 8],
];

export const LIFE_HEALTH_CLASSES: Weighted = [
  ['Preferred Plus', 12], ['Preferred', 28], ['Standard Plus', 26], ['Standard', 26], ['Substandard', 8],
];

export const AUTO_COVERAGE_TYPES: Weighted = [
  ['Full Coverage', 56], ['Liability Only', 26], ['State Minimum', 10], ['SR-22 Filing', 8],
];

export const HOME_COVERAGE_TYPES: Weighted = [
  ['HO-3 Homeowners', 62], ['HO-5 Comprehensive', 10], ['HO-6 Condo', 12], ['DP-3 Landlord', 10], ['HO-8 Older Home', 6],
];

export const PROPERTY_TYPES_BY_COVERAGE: Readonly<Record<string, readonly string[]>> = {
  'HO-6 Condo': ['Condominium', 'Townhome'],
  'DP-3 Landlord': ['Single-Family Rental', 'Duplex', 'Fourplex'],
};
export const DEFAULT_PROPERTY_TYPES = ['Single-Family', 'Single-Family', 'Single-Family', 'Townhome', 'Manufactured Home'] as const;
/** Above this value a manufactured home is implausible, so it is recorded as single-family. */
export const MANUFACTURED_HOME_MAX_VALUE = 350_000;

export const COMMERCIAL_COVERAGE_TYPES: Weighted = [
  ['General Liability', 28], ['Business Owners Policy (BOP)', 20], ["Workers' Compensation", 18],
  ['Commercial Auto', 12], ['Professional Liability (E&O)', 10], ['Cyber Liability', 6], ['Commercial Property', 6],
];

export const LEAD_SOURCES: Weighted = [
  ['Quote comparison site', 30], ['Search ad landing page', 24], ['Social media form', 16], ['Inbound call', 10],
  ['Content site referral', 10], ['Email campaign', 6], ['Affiliate partner', 4],
];

export interface VehicleMake {
  make: string;
  models: readonly string[];
}

export const VEHICLES: readonly (readonly [VehicleMake, number])[] = [
  [{ make: 'Toyota', models: ['Camry', 'Corolla', 'RAV4', 'Tacoma', 'Highlander', 'Tundra'] }, 15],
  [{ make: 'Ford', models: ['F-150', 'Escape', 'Explorer', 'Mustang', 'Edge', 'Ranger'] }, 14],
  [{ make: 'Chevrolet', models: ['Silverado 1500', 'Equinox', 'Malibu', 'Tahoe', 'Traverse'] }, 13],
  [{ make: 'Honda', models: ['Civic', 'Accord', 'CR-V', 'Pilot', 'Odyssey'] }, 11],
  [{ make: 'Nissan', models: ['Altima', 'Rogue', 'Sentra', 'Frontier'] }, 7],
  [{ make: 'Hyundai', models: ['Elantra', 'Tucson', 'Santa Fe', 'Sonata'] }, 6],
  [{ make: 'Kia', models: ['Sorento', 'Sportage', 'Forte', 'Telluride'] }, 5],
  [{ make: 'Jeep', models: ['Grand Cherokee', 'Wrangler', 'Cherokee', 'Compass'] }, 6],
  [{ make: 'Ram', models: ['1500', '2500'] }, 5],
  [{ make: 'GMC', models: ['Sierra 1500', 'Acadia', 'Terrain'] }, 4],
  [{ make: 'Subaru', models: ['Outback', 'Forester', 'Crosstrek', 'Ascent'] }, 4],
  [{ make: 'Tesla', models: ['Model 3', 'Model Y'] }, 3],
  [{ make: 'BMW', models: ['3 Series', 'X3', 'X5'] }, 2],
  [{ make: 'Mazda', models: ['CX-5', 'Mazda3', 'CX-50'] }, 2],
  [{ make: 'Volkswagen', models: ['Jetta', 'Tiguan', 'Atlas'] }, 2],
];

export const CLASSIC_VEHICLES: readonly (readonly [VehicleMake, number])[] = [
  [{ make: 'Ford', models: ['Mustang', 'Bronco', 'Thunderbird', 'F-100'] }, 8],
  [{ make: 'Chevrolet', models: ['Corvette', 'Camaro', 'Chevelle', 'Bel Air', 'C10'] }, 9],
  [{ make: 'Porsche', models: ['911', '356'] }, 2],
  [{ make: 'Volkswagen', models: ['Beetle', 'Type 2 Bus'] }, 3],
  [{ make: 'Jeep', models: ['CJ-7', 'Wagoneer'] }, 2],
  [{ make: 'Pontiac', models: ['Firebird', 'GTO'] }, 3],
  [{ make: 'Dodge', models: ['Charger', 'Challenger'] }, 3],
  [{ make: 'Cadillac', models: ['DeVille', 'Eldorado'] }, 2],
];

/** Lines of business for market rows, with a typical annual premium per policy in dollars. */
export interface LineOfBusiness {
  name: string;
  averagePremium: number;
  carriers: Weighted;
}

export const LINES_OF_BUSINESS = {
  auto: { name: 'Private Passenger Auto', averagePremium: 1780, carriers: AUTO_CARRIERS.filter(([c]) => c !== 'None') },
  home: { name: 'Homeowners', averagePremium: 2150, carriers: HOME_CARRIERS.filter(([c]) => c !== 'None') },
  health: { name: 'Individual Health', averagePremium: 6200, carriers: HEALTH_CARRIERS.filter(([c]) => c !== 'None') },
  medicareAdvantage: {
    name: 'Medicare Advantage', averagePremium: 1450,
    carriers: [['Humana', 18], ['UnitedHealthcare', 28], ['Aetna', 12], ['Blue Cross Blue Shield', 12], ['Cigna', 5], ['WellCare', 6], ['Kaiser Permanente', 6]],
  },
  termLife: { name: 'Term Life', averagePremium: 640, carriers: LIFE_CARRIERS.filter(([c]) => c !== 'None' && c !== 'Employer group policy') },
  generalLiability: { name: 'General Liability', averagePremium: 1320, carriers: COMMERCIAL_CARRIERS.filter(([c]) => c !== 'None') },
  workersComp: { name: "Workers' Compensation", averagePremium: 3900, carriers: COMMERCIAL_CARRIERS.filter(([c]) => c !== 'None') },
  commercialAuto: { name: 'Commercial Auto', averagePremium: 5200, carriers: COMMERCIAL_CARRIERS.filter(([c]) => c !== 'None') },
} as const satisfies Record<string, LineOfBusiness>;

export type LineKey = keyof typeof LINES_OF_BUSINESS;
