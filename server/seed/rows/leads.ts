// Row schemas of insurance lead files: one consumer (or business owner) who asked for a quote, per row.
import { weightedPicker, type Random } from '../random';
import { HOSPITALITY_INDUSTRIES, CONTRACTOR_INDUSTRIES, PROFESSIONAL_INDUSTRIES } from '../reference/companies';
import {
  AUTO_CARRIERS, AUTO_COVERAGE_TYPES, CLASSIC_VEHICLES, COMMERCIAL_CARRIERS, COMMERCIAL_COVERAGE_TYPES,
  DEFAULT_PROPERTY_TYPES, HEALTH_CARRIERS, HEALTH_COVERAGE_TYPES, HOME_CARRIERS, HOME_COVERAGE_TYPES, LEAD_SOURCES,
  LIFE_CARRIERS, LIFE_HEALTH_CLASSES, LIFE_POLICY_TYPES, MANUFACTURED_HOME_MAX_VALUE, MEDICARE_CURRENT_COVERAGE,
  MEDICARE_PLAN_INTEREST, PROPERTY_TYPES_BY_COVERAGE, VEHICLES,
} from '../reference/insurance';
import type { Place } from '../reference/places';
import { defineSchema, type Columns, type LeadKind, type RowSchema, type RowSpec } from './schema';
import {
  addYears, annualRevenueOf, birthDate, businessEmail, companyOf, dateAfter, employeesOf, idSalt, industriesOf,
  isoDate, monthStart, personalEmail, personOf, phoneOf, placePicker, recordId, roundTo, skewedInt, timestampIn,
  timeWindow, yesNo, zipOf, type Person, type TimeWindow,
} from './values';

// Type aliases, not interfaces: only aliases are assignable to defineSchema's Record<string, CellValue>.
type LeadContact = {
  lead_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  zip: string;
  age: number;
  gender: string;
};

type LeadOrigin = {
  lead_source: string;
  consent_timestamp: string;
};

const CONTACT_COLUMNS: Columns<LeadContact> = [
  ['lead_id', 'string'], ['first_name', 'string'], ['last_name', 'string'], ['email', 'email'], ['phone', 'phone'],
  ['city', 'string'], ['state', 'string'], ['zip', 'string'], ['age', 'integer'], ['gender', 'string'],
];

const ORIGIN_COLUMNS: Columns<LeadOrigin> = [['lead_source', 'string'], ['consent_timestamp', 'datetime']];

/** The personal columns every lead file has, whatever its line of insurance. */
export const LEAD_PERSONAL_COLUMNS = ['lead_id', 'first_name', 'last_name', 'email', 'phone', 'state', 'zip', 'age', 'consent_timestamp'] as const;

const ID_PREFIXES: Record<LeadKind, string> = {
  health: 'HL', life: 'LF', medicare: 'MD', auto: 'AU', home: 'HM', commercial: 'BZ',
};

const DEFAULT_AGES: Record<LeadKind, readonly [number, number]> = {
  health: [26, 64], life: [25, 74], medicare: [64, 82], auto: [18, 79], home: [27, 78], commercial: [26, 69],
};

/** Per-dataset state shared by a lead kind's row maker. */
interface LeadContext {
  spec: RowSpec;
  window: TimeWindow;
  pickPlace: (rng: Random) => Place;
  ages: readonly [number, number];
  prefix: string;
  salt: number;
}

function leadContext(spec: RowSpec, kind: LeadKind): LeadContext {
  const scope = spec.scope ?? {};
  return {
    spec,
    window: timeWindow(scope),
    pickPlace: placePicker(scope),
    ages: scope.ages ?? DEFAULT_AGES[kind],
    prefix: ID_PREFIXES[kind],
    salt: idSalt(spec.slug),
  };
}

// Kind rows extend this record with Object.assign rather than object spread: V8 takes a slow path for
// `{ ...contact, more }`, and at 100,000 rows that was most of the generation time.
function contactOf(rng: Random, index: number, ctx: LeadContext): { contact: LeadContact; person: Person } {
  const person = personOf(rng, ctx.ages);
  const place = ctx.pickPlace(rng);
  const contact: LeadContact = {
    lead_id: recordId(ctx.prefix, index, ctx.salt),
    first_name: person.given.name,
    last_name: person.surname.name,
    email: personalEmail(rng, person, ctx.window),
    phone: phoneOf(rng, place),
    city: place.city,
    state: place.state,
    zip: zipOf(rng, place),
    age: person.age,
    gender: person.given.gender,
  };
  return { contact, person };
}

const pickLeadSource = weightedPicker(LEAD_SOURCES);

const originOf = (rng: Random, ctx: LeadContext): LeadOrigin => ({
  lead_source: pickLeadSource(rng),
  consent_timestamp: timestampIn(rng, ctx.window),
});

/** The scope's coverage list when a dataset narrows it, else the kind's market mix. */
function coveragePicker(ctx: LeadContext, defaults: readonly (readonly [string, number])[]): (rng: Random) => string {
  const chosen = ctx.spec.scope?.coverageTypes;
  return chosen ? (rng) => rng.pick(chosen) : weightedPicker(defaults);
}

function healthLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'health');
  const pickCoverage = coveragePicker(ctx, HEALTH_COVERAGE_TYPES);
  const pickCarrier = weightedPicker(HEALTH_CARRIERS);
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['coverage_type', 'string'], ['household_size', 'integer'], ['annual_income', 'integer'],
    ['currently_insured', 'string'], ['current_carrier', 'string'], ['tobacco_user', 'string'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact } = contactOf(rng, index, ctx);
    const coverage = pickCoverage(rng);
    const carrier = pickCarrier(rng);
    const household = coverage.startsWith('Family') ? rng.int(2, 6) : rng.chance(0.7) ? 1 : rng.int(2, 4);
    return Object.assign(contact, {
      coverage_type: coverage,
      household_size: household,
      annual_income: roundTo(skewedInt(rng, 18_000, 240_000, 1.6), 500),
      currently_insured: carrier === 'None' ? 'No' : 'Yes',
      current_carrier: carrier,
      tobacco_user: yesNo(rng, 0.13),
    }, originOf(rng, ctx));
  });
}

const FACE_AMOUNTS = [100_000, 250_000, 250_000, 500_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000] as const;
const FINAL_EXPENSE_AMOUNTS = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000] as const;

function lifeLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'life');
  const pickPolicy = coveragePicker(ctx, LIFE_POLICY_TYPES);
  const pickCarrier = weightedPicker(LIFE_CARRIERS);
  const pickHealthClass = weightedPicker(LIFE_HEALTH_CLASSES);
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['policy_type', 'string'], ['coverage_amount', 'integer'], ['health_class', 'string'], ['tobacco_user', 'string'],
    ['current_carrier', 'string'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact } = contactOf(rng, index, ctx);
    const policy = pickPolicy(rng);
    return Object.assign(contact, {
      policy_type: policy,
      coverage_amount: policy === 'Final Expense' ? rng.pick(FINAL_EXPENSE_AMOUNTS) : rng.pick(FACE_AMOUNTS),
      health_class: pickHealthClass(rng),
      tobacco_user: yesNo(rng, 0.12),
      current_carrier: pickCarrier(rng),
    }, originOf(rng, ctx));
  });
}

function medicareLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'medicare');
  const pickPlan = coveragePicker(ctx, MEDICARE_PLAN_INTEREST);
  const pickCoverage = weightedPicker(MEDICARE_CURRENT_COVERAGE);
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['date_of_birth', 'date'], ['part_b_effective_date', 'date'], ['plan_interest', 'string'],
    ['current_coverage', 'string'], ['takes_prescriptions', 'string'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact, person } = contactOf(rng, index, ctx);
    const born = birthDate(rng, ctx.window, person.age);
    return Object.assign(contact, {
      date_of_birth: isoDate(born),
      part_b_effective_date: monthStart(addYears(born, 65)),
      plan_interest: pickPlan(rng),
      current_coverage: person.age < 65 && rng.chance(0.6) ? 'Employer group plan' : pickCoverage(rng),
      takes_prescriptions: yesNo(rng, 0.82),
    }, originOf(rng, ctx));
  });
}

function autoLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'auto');
  const classic = spec.scope?.vehicles === 'classic';
  const pickVehicle = weightedPicker(classic ? CLASSIC_VEHICLES : VEHICLES);
  const pickCoverage = coveragePicker(ctx, AUTO_COVERAGE_TYPES);
  const pickCarrier = weightedPicker(AUTO_CARRIERS);
  const newestModelYear = ctx.window.endYear + 1;
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['vehicle_year', 'integer'], ['vehicle_make', 'string'], ['vehicle_model', 'string'], ['annual_mileage', 'integer'],
    ['drivers_on_policy', 'integer'], ['accidents_3yr', 'integer'], ['coverage_type', 'string'],
    ['current_carrier', 'string'], ['months_with_carrier', 'integer'], ['homeowner', 'string'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact, person } = contactOf(rng, index, ctx);
    const vehicle = pickVehicle(rng);
    const carrier = pickCarrier(rng);
    return Object.assign(contact, {
      vehicle_year: classic ? rng.int(1955, 1992) : newestModelYear - skewedInt(rng, 1, 20, 1.4),
      vehicle_make: vehicle.make,
      vehicle_model: rng.pick(vehicle.models),
      annual_mileage: classic ? roundTo(rng.int(300, 4000), 100) : roundTo(rng.int(3500, 22_000), 500),
      drivers_on_policy: rng.chance(0.45) ? 1 : rng.int(2, 4),
      accidents_3yr: rng.chance(0.8) ? 0 : rng.chance(0.8) ? 1 : 2,
      coverage_type: pickCoverage(rng),
      current_carrier: carrier,
      months_with_carrier: carrier === 'None' ? 0 : skewedInt(rng, 1, 180),
      homeowner: yesNo(rng, person.age > 30 ? 0.65 : 0.2),
    }, originOf(rng, ctx));
  });
}

function homeLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'home');
  const pickCoverage = coveragePicker(ctx, HOME_COVERAGE_TYPES);
  const pickCarrier = weightedPicker(HOME_CARRIERS);
  const [minValue, maxValue] = spec.scope?.homeValues ?? [110_000, 1_400_000];
  const latestYearBuilt = ctx.window.endYear;
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['property_type', 'string'], ['coverage_type', 'string'], ['home_value', 'integer'], ['year_built', 'integer'],
    ['square_feet', 'integer'], ['claims_5yr', 'integer'], ['current_carrier', 'string'], ['policy_renewal_date', 'date'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact } = contactOf(rng, index, ctx);
    const coverage = pickCoverage(rng);
    const homeValue = roundTo(skewedInt(rng, minValue, maxValue, 1.8), 1000);
    const propertyType = rng.pick(PROPERTY_TYPES_BY_COVERAGE[coverage] ?? DEFAULT_PROPERTY_TYPES);
    return Object.assign(contact, {
      property_type: propertyType === 'Manufactured Home' && homeValue > MANUFACTURED_HOME_MAX_VALUE ? 'Single-Family' : propertyType,
      coverage_type: coverage,
      home_value: homeValue,
      year_built: latestYearBuilt - skewedInt(rng, 1, 100, 1.3),
      square_feet: roundTo(homeValue / rng.float(140, 360), 10),
      claims_5yr: rng.chance(0.84) ? 0 : rng.int(1, 2),
      current_carrier: pickCarrier(rng),
      policy_renewal_date: dateAfter(rng, ctx.window, 7, 150),
    }, originOf(rng, ctx));
  });
}

function commercialLeads(spec: RowSpec): RowSchema {
  const ctx = leadContext(spec, 'commercial');
  const scope = spec.scope ?? {};
  const industries = industriesOf(scope, [...CONTRACTOR_INDUSTRIES, ...HOSPITALITY_INDUSTRIES, ...PROFESSIONAL_INDUSTRIES,
    'autoRepair', 'trucking', 'dental', 'salon', 'fitness', 'janitorial', 'hardwareRetail']);
  const pickCoverage = coveragePicker(ctx, COMMERCIAL_COVERAGE_TYPES);
  const pickCarrier = weightedPicker(COMMERCIAL_CARRIERS);
  const currentYear = ctx.window.endYear;
  const yearsInBusiness = (rng: Random, person: Person): number => scope.yearFounded
    ? currentYear - rng.int(scope.yearFounded[0], scope.yearFounded[1])
    : Math.min(person.age - 20, skewedInt(rng, 1, 45, 1.5));
  return defineSchema([
    ...CONTACT_COLUMNS,
    ['company_name', 'string'], ['business_type', 'string'], ['naics', 'string'], ['employees', 'integer'],
    ['annual_revenue', 'integer'], ['years_in_business', 'integer'], ['coverage_type', 'string'],
    ['current_carrier', 'string'], ['policy_renewal_date', 'date'],
    ...ORIGIN_COLUMNS,
  ], (rng, index) => {
    const { contact, person } = contactOf(rng, index, ctx);
    const industry = rng.pick(industries);
    const company = companyOf(rng, industry);
    const employees = employeesOf(rng, industry, scope);
    return Object.assign(contact, {
      email: rng.chance(0.7) ? businessEmail(rng, person, company.domain) : contact.email,
      company_name: company.name,
      business_type: industry.name,
      naics: industry.naics,
      employees,
      annual_revenue: annualRevenueOf(rng, industry, employees),
      years_in_business: yearsInBusiness(rng, person),
      coverage_type: pickCoverage(rng),
      current_carrier: pickCarrier(rng),
      policy_renewal_date: dateAfter(rng, ctx.window, 14, 180),
    }, originOf(rng, ctx));
  });
}

export const LEAD_SCHEMAS: Record<LeadKind, (spec: RowSpec) => RowSchema> = {
  health: healthLeads,
  life: lifeLeads,
  medicare: medicareLeads,
  auto: autoLeads,
  home: homeLeads,
  commercial: commercialLeads,
};
