// Generators shared by every row kind: people, places, contact details, companies, ids and timestamps.
import { seedFromString, weightedPicker, type Random } from '../random';
import {
  INDUSTRIES, LEGAL_SUFFIXES, NAME_PREFIXES, type Industry, type IndustryKey,
} from '../reference/companies';
import { GIVEN_NAMES, PERSONAL_EMAIL_DOMAINS, SURNAME_LIST, type GivenName, type Name } from '../reference/people';
import { PLACES, STREET_NAMES, STREET_SUFFIXES, type Place } from '../reference/places';
import type { RowScope } from './schema';

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/** Fixed "today" of the demo data: file contents must not depend on when the seed runs. */
const DATA_AS_OF = '2026-11-15';
const DEFAULT_WINDOW: readonly [string, string] = ['2026-05-15', DATA_AS_OF];

export function placePicker(scope: RowScope): (rng: Random) => Place {
  const places = scope.states ? PLACES.filter((p) => scope.states?.includes(p.state)) : PLACES;
  if (places.length === 0) throw new Error(`No places for states ${scope.states?.join(', ')}`);
  return weightedPicker(places.map((p) => [p, p.weight] as const));
}

export function industriesOf(scope: RowScope, fallback: readonly IndustryKey[] = Object.keys(INDUSTRIES) as IndustryKey[]): readonly Industry[] {
  return (scope.industries ?? fallback).map((key) => INDUSTRIES[key]);
}

/** Capture window in epoch ms; its end is the reference date for ages and upcoming renewals. */
export interface TimeWindow {
  start: number;
  end: number;
  endYear: number;
}

export function timeWindow(scope: RowScope): TimeWindow {
  const [from, to] = scope.window ?? DEFAULT_WINDOW;
  const end = Date.parse(`${to}T23:59:59Z`);
  return { start: Date.parse(`${from}T00:00:00Z`), end, endYear: new Date(end).getUTCFullYear() };
}

// Formatting runs for every row, and Date#toISOString was the single largest cost of generation,
// so each day's prefix is computed once and the time of day is assembled from a lookup table.
const PAD2 = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const dayPrefixes = new Map<number, string>();

function isoDayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayPrefixes.set(day, prefix);
  }
  return prefix;
}

/** `YYYY-MM-DDTHH:MM:SSZ` (UTC, whole seconds). */
export function isoDateTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const day = Math.floor(seconds / 86_400);
  const second = seconds - day * 86_400;
  return `${isoDayPrefix(day)}T${PAD2[Math.floor(second / 3600)]}:${PAD2[Math.floor(second / 60) % 60]}:${PAD2[second % 60]}Z`;
}

export const isoDate = (ms: number): string => isoDayPrefix(Math.floor(ms / DAY_MS));

export const timestampIn = (rng: Random, window: TimeWindow): string => isoDateTime(window.start + rng.next() * (window.end - window.start));

/** A date `minDays`..`maxDays` after the window's end (renewals, effective dates). */
export const dateAfter = (rng: Random, window: TimeWindow, minDays: number, maxDays: number): string =>
  isoDate(window.end + rng.int(minDays, maxDays) * DAY_MS);

export function birthDate(rng: Random, window: TimeWindow, age: number): number {
  return window.end - age * YEAR_MS - rng.int(1, 364) * DAY_MS;
}

export const addYears = (ms: number, years: number): number => ms + years * YEAR_MS;

/** First day of the month containing `ms`. */
export const monthStart = (ms: number): string => `${isoDate(ms).slice(0, 8)}01`;

export const yesNo = (rng: Random, pYes: number): string => (rng.chance(pYes) ? 'Yes' : 'No');

export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Integer in [min, max] biased towards `min`: most businesses, policies and homes are small. */
export function skewedInt(rng: Random, min: number, max: number, skew = 2): number {
  return Math.round(min * Math.pow(max / Math.max(min, 1), Math.pow(rng.next(), skew)));
}

export function zipOf(rng: Random, place: Place): string {
  return String(place.zipStart + rng.int(0, place.zipCount - 1)).padStart(5, '0');
}

export function phoneOf(rng: Random, place: Place): string {
  let exchange = rng.int(201, 989);
  // N11 codes and 555 are not assignable exchanges.
  if (exchange % 100 === 11 || exchange === 555) exchange += 1;
  return `(${place.areaCode}) ${exchange}-${PAD2[rng.int(0, 99)]}${PAD2[rng.int(0, 99)]}`;
}

export function streetAddress(rng: Random): string {
  const street = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  return rng.chance(0.22) ? `${street}, Suite ${rng.int(1, 9) * 100 + rng.int(0, 40)}` : street;
}

const HEX = Array.from({ length: 256 }, (_, n) => n.toString(16).toUpperCase().padStart(2, '0'));

/** A unique-per-dataset id: multiplying by an odd constant and xoring a salt is a bijection on 32 bits. */
export function recordId(prefix: string, index: number, salt: number): string {
  const mixed = ((Math.imul(index + 1, 0x9e3779b1) >>> 0) ^ salt) >>> 0;
  return `${prefix}-${HEX[mixed >>> 24]}${HEX[(mixed >>> 16) & 255]}${HEX[(mixed >>> 8) & 255]}${HEX[mixed & 255]}`;
}

export const idSalt = (slug: string): number => seedFromString(`${slug}:ids`);

export interface Person {
  given: GivenName;
  surname: Name;
  age: number;
}

export function personOf(rng: Random, ages: readonly [number, number]): Person {
  return { given: rng.pick(GIVEN_NAMES), surname: rng.pick(SURNAME_LIST), age: rng.int(ages[0], ages[1]) };
}

const pickPersonalDomain = weightedPicker(PERSONAL_EMAIL_DOMAINS);

export function personalEmail(rng: Random, person: Person, window: TimeWindow): string {
  const f = person.given.handle;
  const l = person.surname.handle;
  const birthYear = window.endYear - person.age;
  let local: string;
  switch (rng.int(0, 5)) {
    case 0: local = `${f}.${l}`; break;
    case 1: local = `${f}${l}`; break;
    case 2: local = `${f[0]}${l}`; break;
    case 3: local = `${f}_${l}`; break;
    case 4: local = `${l}.${f}`; break;
    default: local = `${f}${l[0]}`;
  }
  const roll = rng.next();
  if (roll < 0.3) local += PAD2[birthYear % 100];
  else if (roll < 0.6) local += String(rng.int(1, 999));
  return `${local}@${pickPersonalDomain(rng)}`;
}

export function businessEmail(rng: Random, person: Person, domain: string): string {
  const f = person.given.handle;
  const l = person.surname.handle;
  const local = rng.chance(0.6) ? `${f}.${l}` : rng.chance(0.5) ? `${f[0]}${l}` : f;
  return `${local}@${domain}`;
}

export interface Company {
  name: string;
  domain: string;
}

const pickLegalSuffix = weightedPicker(LEGAL_SUFFIXES);
const DOMAIN_TLDS = ['.com', '.com', '.com', '.com', '.com', '.net', '.co', '.us', '.biz'] as const;

// Lower-case alphanumerics of a name part, for domains; cached since parts come from short word lists.
const domainParts = new Map<string, string>();
function domainPart(text: string): string {
  let part = domainParts.get(text);
  if (part === undefined) {
    part = text.toLowerCase().replace(/[^a-z0-9]/g, '');
    domainParts.set(text, part);
  }
  return part;
}

export function companyOf(rng: Random, industry: Industry): Company {
  const noun = rng.pick(industry.nouns);
  const roll = rng.next();
  let lead: string;
  let domain: string;
  if (roll < 0.82) {
    lead = roll < 0.45 ? rng.pick(NAME_PREFIXES) : rng.pick(SURNAME_LIST).name;
    domain = domainPart(lead);
  } else {
    const first = rng.pick(SURNAME_LIST).name;
    const second = rng.pick(SURNAME_LIST).name;
    lead = `${first} & ${second}`;
    domain = domainPart(first) + domainPart(second);
  }
  return {
    name: `${lead} ${noun}${pickLegalSuffix(rng)}`,
    domain: `${domain}${domainPart(noun)}${rng.pick(DOMAIN_TLDS)}`,
  };
}

export function employeesOf(rng: Random, industry: Industry, scope: RowScope): number {
  const [min, max] = scope.employees ?? industry.employees;
  return skewedInt(rng, min, max);
}

export function annualRevenueOf(rng: Random, industry: Industry, employees: number): number {
  return roundTo(employees * industry.revenuePerEmployee * rng.float(0.65, 1.35), 1000);
}
