// Step one of the lead pipeline, the same for every door: map the fields a source sent (under whatever names it
// uses) to ours, clean them, and put e-mail, phone, state and ZIP in one canonical form.
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { z } from 'zod';
import { leadFieldFor, type LeadConsent, type LeadField } from '../../../common/leads';
import { stateCode } from './us-states';

export interface NormalisedLead {
  /** Our fields (first_name, last_name, email, phone ...) and any extra fields, all clean strings. */
  data: Record<string, string>;
  /** Canonical e-mail (lower-case) and phone (E.164) when valid: the duplicate rule compares these. */
  email: string | null;
  phone: string | null;
  phoneType: NumberType | null;
  /** What was given but could not be used, by field. */
  invalid: { email?: string; phone?: string; state?: string; zip?: string };
  consent: LeadConsent | null;
  sourceLeadId: string | null;
  /** Platforms' test submissions (Facebook's testing tool, Google's "send test data"). */
  isTest: boolean;
}

type Field = LeadField;

/**
 * Control characters (NUL included) become spaces, runs of space one, and nothing is longer than `max`. A lone UTF-16
 * surrogate (half an emoji, sent as "\ud800" or left by the cut at `max`) is dropped: PostgreSQL stores only valid text.
 */
export function clean(value: unknown, max = 500): string {
  const text = String(value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\p{Cs}/gu, '').replace(/\s+/g, ' ').trim();
  return text.slice(0, max).replace(/\p{Cs}$/u, '');
}

const Email = z.email();
const TEST_VALUE = /^<test lead/i;

/** `fields`: raw key -> value (a nested `consent` object is read too); `fieldOf` overrides the alias lookup (CSV mapping). */
export function normaliseLead(raw: Record<string, unknown>, fieldOf?: (key: string) => Field | 'extra' | 'ignore' | undefined): NormalisedLead {
  const known: Partial<Record<Field, string>> = {};
  const extra: Record<string, string> = {};
  let isTest = false;

  const take = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      // A nested consent object: { text, timestamp, page_url, ip, user_agent, trustedform_cert_url, jornaya_leadid }.
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) take(leadFieldFor(key) === 'consent_text' ? `consent_${k}` : k, v);
      return;
    }
    const text = clean(value);
    if (!text) return;
    if (TEST_VALUE.test(text)) isTest = true;
    const field = fieldOf ? fieldOf(key) : leadFieldFor(key);
    if (field === 'ignore') return;
    if (field && field !== 'extra') {
      known[field] ??= text;
    } else if (Object.keys(extra).length < 40) {
      extra[clean(key, 64)] = text;
    }
  };
  for (const [key, value] of Object.entries(raw)) take(key, value);

  let first = known.first_name;
  let last = known.last_name;
  if ((!first || !last) && known.full_name) {
    const [head, ...rest] = known.full_name.split(' ');
    first ??= head;
    if (!last && rest.length) last = rest.join(' ');
  }

  const invalid: NormalisedLead['invalid'] = {};
  const emailText = known.email?.toLowerCase();
  const email = emailText && emailText.length <= 254 && Email.safeParse(emailText).success ? emailText : null;
  if (emailText && !email) invalid.email = known.email;

  let phone: string | null = null;
  let phoneType: NumberType | null = null;
  if (known.phone) {
    const parsed = parsePhoneNumberFromString(known.phone, 'US');
    if (parsed?.isValid()) {
      phone = parsed.number;
      phoneType = parsed.getType() ?? null;
    } else {
      invalid.phone = known.phone;
    }
  }

  const state = known.state ? stateCode(known.state) : null;
  if (known.state && !state) invalid.state = known.state;
  const zip = known.zip ? usZip(known.zip) : null;
  if (known.zip && !zip) invalid.zip = known.zip;

  const data: Record<string, string> = {};
  const put = (k: string, v: string | null | undefined) => { if (v) data[k] = v; };
  put('first_name', first);
  put('last_name', last);
  put('email', email ?? known.email);
  put('phone', phone ?? known.phone);
  put('address', known.address);
  put('city', known.city);
  put('state', state ?? known.state);
  put('zip', zip ?? known.zip);
  put('date_of_birth', known.date_of_birth);
  Object.assign(data, extra);

  return {
    data, email, phone, phoneType, invalid,
    consent: consentOf(known),
    sourceLeadId: known.source_id ? clean(known.source_id, 200) : null,
    isTest,
  };
}

/** 5 digits or ZIP+4; a 4-digit ZIP lost its leading zero to a spreadsheet (New England, New Jersey) and gets it back. */
function usZip(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{5}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  if (/^\d{4}$/.test(digits)) return `0${digits}`;
  return null;
}

function consentOf(known: Partial<Record<Field, string>>): LeadConsent | null {
  const consent: LeadConsent = {};
  if (known.consent_text) consent.text = clean(known.consent_text, 2000);
  if (known.consent_timestamp) {
    const at = new Date(/^\d{9,10}$/.test(known.consent_timestamp) ? Number(known.consent_timestamp) * 1000 : known.consent_timestamp);
    consent.timestamp = Number.isNaN(at.getTime()) ? known.consent_timestamp : at.toISOString();
  }
  if (known.consent_page_url) consent.pageUrl = known.consent_page_url;
  if (known.consent_ip) consent.ip = known.consent_ip;
  if (known.consent_user_agent) consent.userAgent = known.consent_user_agent;
  if (known.trustedform_cert_url) consent.trustedFormCertUrl = known.trustedform_cert_url;
  if (known.jornaya_leadid) consent.jornayaLeadId = known.jornaya_leadid;
  return Object.keys(consent).length ? consent : null;
}
