// Step two: a lead's quality score, 0-100, with the reasons that make it up (shown to the advertiser and kept with
// the lead). Contact details that reach a person weigh most, then a real name, consent proof and a usable address.
import MailChecker from 'mailchecker';
import type { LeadConsent, QualityReason } from '../../../common/leads';
import type { NormalisedLead } from './normalise';

const DISPOSABLE = MailChecker.blacklist();
const ROLE_MAILBOX = /^(info|admin|sales|support|contact|office|hello|noreply|no-reply|test)@/;
const FAKE_NAME = /(^|\s)(test|asdf|qwerty|fake|none|n\/a|na|xxx+|abc)(\s|$)|\d|^(.)\4+$/i;

/** A TrustedForm certificate URL as TrustedForm issues it: the certificate id is 40 hexadecimal characters. */
const TRUSTEDFORM_CERT = /^https:\/\/cert\.trustedform\.com\/[0-9a-f]{40}$/i;
/** A Jornaya (Verisk) LeadiD token: a UUID, 36 characters. */
const JORNAYA_LEADID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Clocks differ: a consent time up to this far ahead of ours still counts as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Consent proof a buyer can check: a certificate in its issuer's format, or a real time that is not in the future.
 * The score and the import's consent rule (quality-rules.ts) both judge consent with these two.
 */
export const isCertified = (c: LeadConsent) => TRUSTEDFORM_CERT.test(c.trustedFormCertUrl ?? '') || JORNAYA_LEADID.test(c.jornayaLeadId ?? '');
export function consentTime(c: LeadConsent, now = Date.now()): Date | null {
  const at = c.timestamp ? new Date(c.timestamp) : null;
  return at && !Number.isNaN(at.getTime()) && at.getTime() <= now + CLOCK_SKEW_MS ? at : null;
}

export function scoreLead(lead: NormalisedLead): { score: number; reasons: QualityReason[] } {
  const reasons: QualityReason[] = [];
  const add = (code: string, points: number, label: string) => reasons.push({ code, points, label });

  if (lead.email) {
    const domain = lead.email.split('@')[1]!;
    if (isDisposable(domain)) add('email_disposable', 0, 'E-mail from a disposable (throwaway) domain');
    else if (ROLE_MAILBOX.test(lead.email)) add('email_role', 15, 'Shared role mailbox, not a person');
    else add('email_valid', 25, 'Valid e-mail address');
  } else {
    add(lead.invalid.email ? 'email_invalid' : 'email_missing', 0, lead.invalid.email ? 'E-mail address is not valid' : 'No e-mail address');
  }

  if (lead.phone) {
    if (lead.phoneType === 'TOLL_FREE' || lead.phoneType === 'PREMIUM_RATE' || lead.phoneType === 'SHARED_COST') {
      add('phone_non_personal', 5, 'Toll-free or premium-rate number');
    } else if (lead.phoneType === 'VOIP' || lead.phoneType === 'PAGER' || lead.phoneType === 'UAN') {
      add('phone_voip', 15, 'VoIP or virtual number');
    } else {
      add('phone_valid', 25, 'Valid phone number');
      if (lead.phoneType === 'MOBILE' || lead.phoneType === 'FIXED_LINE_OR_MOBILE') add('phone_mobile_capable', 5, 'Can be a mobile number (calls and texts)');
    }
  } else {
    add(lead.invalid.phone ? 'phone_invalid' : 'phone_missing', 0, lead.invalid.phone ? 'Phone number is not valid' : 'No phone number');
  }

  const first = lead.data.first_name;
  const last = lead.data.last_name;
  if (first && last && !FAKE_NAME.test(`${first} ${last}`)) add('name_full', 15, 'First and last name');
  else if ((first || last) && FAKE_NAME.test(`${first ?? ''} ${last ?? ''}`.trim())) add('name_suspicious', 0, 'Name looks made up');
  else if (first || last) add('name_partial', 5, 'Only part of the name');
  else add('name_missing', 0, 'No name');

  const consent = lead.consent;
  if (consent && isCertified(consent)) add('consent_certified', 15, 'Consent certified (TrustedForm or Jornaya LeadiD)');
  else if (consent?.text && consentTime(consent)) add('consent_recorded', 10, 'Consent text and time recorded');
  else if (consent) {
    add('consent_partial', 5, consent.trustedFormCertUrl || consent.jornayaLeadId || consent.timestamp
      ? 'Consent details that cannot be checked (a certificate not in its issuer\'s form, or a time that is not a real past date)'
      : 'Some consent details, no full proof');
  }
  else add('consent_missing', 0, 'No consent proof (TCPA)');

  const placeFields = [lead.data.state && !lead.invalid.state, lead.data.zip && !lead.invalid.zip, lead.data.address || lead.data.city].filter(Boolean).length;
  if (placeFields) add('address', placeFields * 5, placeFields === 3 ? 'Full address' : 'Part of the address (state, ZIP or street)');
  else add('address_missing', 0, 'No address');

  const score = Math.max(0, Math.min(100, reasons.reduce((sum, r) => sum + r.points, 0)));
  return { score, reasons };
}

/** The domain or any parent of it is a known throwaway mail service. */
function isDisposable(domain: string): boolean {
  for (let d = domain; d.includes('.'); d = d.slice(d.indexOf('.') + 1)) if (DISPOSABLE.has(d)) return true;
  return false;
}
