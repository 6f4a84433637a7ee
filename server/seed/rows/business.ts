// Row schemas of business-data files: insurance market figures, company directories and B2B contacts.
import { weightedPicker, type Random } from '../random';
import { BUYING_STAGES, INTENT_TOPICS, OWNERSHIP_TYPES } from '../reference/companies';
import { LINES_OF_BUSINESS, type LineKey } from '../reference/insurance';
import { BUSINESS_JOB_TITLES } from '../reference/people';
import type { StateCode } from '../reference/places';
import { defineSchema, type RowSchema, type RowSpec } from './schema';
import {
  annualRevenueOf, businessEmail, companyOf, employeesOf, idSalt, industriesOf, isoDate, monthStart, personOf,
  phoneOf, placePicker, recordId, skewedInt, streetAddress, timestampIn, timeWindow, zipOf,
} from './values';

/** Where premiums run well above the national average (catastrophe exposure, litigation, no-fault rules). */
const PREMIUM_FACTORS: Partial<Record<LineKey, Partial<Record<StateCode, number>>>> = {
  home: { FL: 2.6, LA: 2.3, OK: 2.0, TX: 1.7, KS: 1.5, NE: 1.5, CA: 0.8, OR: 0.6, WA: 0.7, UT: 0.6 },
  auto: { FL: 1.4, LA: 1.5, MI: 1.4, NY: 1.3, NV: 1.3, CA: 1.2, OH: 0.75, IA: 0.75, IN: 0.8 },
};

function marketFigures(spec: RowSpec): RowSchema {
  const scope = spec.scope ?? {};
  const window = timeWindow(scope);
  const pickPlace = placePicker(scope);
  const lineKeys = scope.lines ?? (Object.keys(LINES_OF_BUSINESS) as LineKey[]);
  const carrierPickers = new Map(lineKeys.map((key) => [key, weightedPicker(LINES_OF_BUSINESS[key].carriers)]));
  return defineSchema([
    ['report_month', 'date'], ['state', 'string'], ['city', 'string'], ['zip', 'string'], ['line_of_business', 'string'],
    ['carrier', 'string'], ['policies_in_force', 'integer'], ['written_premium', 'integer'],
    ['avg_annual_premium', 'decimal'], ['market_share_pct', 'decimal'], ['loss_ratio_pct', 'decimal'],
    ['yoy_rate_change_pct', 'decimal'], ['quote_requests', 'integer'],
  ], (rng) => {
    const place = pickPlace(rng);
    const lineKey = rng.pick(lineKeys);
    const line = LINES_OF_BUSINESS[lineKey];
    const policies = skewedInt(rng, 40, 24_000, 2.2);
    const premium = line.averagePremium * (PREMIUM_FACTORS[lineKey]?.[place.state] ?? 1) * rng.float(0.82, 1.22);
    return {
      report_month: monthStart(window.start + rng.next() * (window.end - window.start)),
      state: place.state,
      city: place.city,
      zip: zipOf(rng, place),
      line_of_business: line.name,
      carrier: carrierPickers.get(lineKey)?.(rng) ?? 'Other',
      policies_in_force: policies,
      written_premium: Math.round(policies * premium),
      avg_annual_premium: premium.toFixed(2),
      market_share_pct: rng.float(0.4, 24).toFixed(2),
      loss_ratio_pct: rng.float(41, 97).toFixed(1),
      yoy_rate_change_pct: rng.float(-3.5, 19).toFixed(1),
      quote_requests: Math.round(policies * rng.float(0.04, 0.35)),
    };
  });
}

function salesContacts(spec: RowSpec): RowSchema {
  const scope = spec.scope ?? {};
  const window = timeWindow(scope);
  const pickPlace = placePicker(scope);
  const industries = industriesOf(scope);
  const salt = idSalt(spec.slug);
  const pickStage = weightedPicker(BUYING_STAGES);
  return defineSchema([
    ['contact_id', 'string'], ['first_name', 'string'], ['last_name', 'string'], ['job_title', 'string'],
    ['email', 'email'], ['phone', 'phone'], ['company_name', 'string'], ['website', 'string'], ['industry', 'string'],
    ['naics', 'string'], ['city', 'string'], ['state', 'string'], ['zip', 'string'], ['employees', 'integer'],
    ['annual_revenue', 'integer'], ['intent_topic', 'string'], ['intent_score', 'integer'], ['buying_stage', 'string'],
    ['last_activity', 'datetime'],
  ], (rng, index) => {
    const person = personOf(rng, [28, 66]);
    const place = pickPlace(rng);
    const industry = rng.pick(industries);
    const company = companyOf(rng, industry);
    const employees = employeesOf(rng, industry, scope);
    return {
      contact_id: recordId('CT', index, salt),
      first_name: person.given.name,
      last_name: person.surname.name,
      job_title: rng.pick(BUSINESS_JOB_TITLES),
      email: businessEmail(rng, person, company.domain),
      phone: phoneOf(rng, place),
      company_name: company.name,
      website: `www.${company.domain}`,
      industry: industry.name,
      naics: industry.naics,
      city: place.city,
      state: place.state,
      zip: zipOf(rng, place),
      employees,
      annual_revenue: annualRevenueOf(rng, industry, employees),
      intent_topic: rng.pick(INTENT_TOPICS),
      intent_score: rng.int(35, 99),
      buying_stage: pickStage(rng),
      last_activity: timestampIn(rng, window),
    };
  });
}

function companyDirectory(spec: RowSpec): RowSchema {
  const scope = spec.scope ?? {};
  const window = timeWindow(scope);
  const pickPlace = placePicker(scope);
  const industries = industriesOf(scope);
  const salt = idSalt(spec.slug);
  const pickOwnership = weightedPicker(OWNERSHIP_TYPES);
  const currentYear = window.endYear;
  const [firstFounded, lastFounded] = scope.yearFounded ?? [currentYear - 60, currentYear];
  const foundedYear = (rng: Random): number => lastFounded - skewedInt(rng, 1, lastFounded - firstFounded + 1, 1.3) + 1;
  return defineSchema([
    ['company_id', 'string'], ['company_name', 'string'], ['industry', 'string'], ['naics', 'string'],
    ['street_address', 'string'], ['city', 'string'], ['state', 'string'], ['zip', 'string'], ['phone', 'phone'],
    ['website', 'string'], ['employees', 'integer'], ['annual_revenue', 'integer'], ['year_founded', 'integer'],
    ['ownership_type', 'string'], ['last_verified', 'date'],
  ], (rng, index) => {
    const place = pickPlace(rng);
    const industry = rng.pick(industries);
    const company = companyOf(rng, industry);
    const employees = employeesOf(rng, industry, scope);
    return {
      company_id: recordId('CO', index, salt),
      company_name: company.name,
      industry: industry.name,
      naics: industry.naics,
      street_address: streetAddress(rng),
      city: place.city,
      state: place.state,
      zip: zipOf(rng, place),
      phone: phoneOf(rng, place),
      website: `www.${company.domain}`,
      employees,
      annual_revenue: annualRevenueOf(rng, industry, employees),
      year_founded: foundedYear(rng),
      ownership_type: pickOwnership(rng),
      last_verified: isoDate(window.start + rng.next() * (window.end - window.start)),
    };
  });
}

export const BUSINESS_SCHEMAS = {
  market: marketFigures,
  salesIntel: salesContacts,
  firmographic: companyDirectory,
} as const satisfies Record<string, (spec: RowSpec) => RowSchema>;
