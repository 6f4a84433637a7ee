// An import's quality rules: each one refuses the lead that breaks it, with its own message, and lets a good lead by.
import { describe, expect, it } from 'vitest';
import { QualityRules, RULE_MESSAGES, type QualityRules as Rules } from '../../../common/leads';
import { normaliseLead } from './normalise';
import { scoreLead } from './quality';
import { ruleViolations } from './quality-rules';

const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const GOOD = {
  first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@gmail.com', phone: '(512) 867-5309', address: '12 Oak St', city: 'Austin',
  state: 'TX', zip: '78701', consent_text: 'I agree to be contacted', consent_timestamp: daysAgo(2),
};
const rules = (over: Partial<Rules>) => QualityRules.parse(over);
const check = (raw: Record<string, unknown>, over: Partial<Rules>) => {
  const lead = normaliseLead(raw);
  return ruleViolations(lead, scoreLead(lead).score, rules(over), NOW);
};
const without = (...keys: (keyof typeof GOOD)[]) => Object.fromEntries(Object.entries(GOOD).filter(([k]) => !keys.includes(k as keyof typeof GOOD)));

describe('ruleViolations', () => {
  it('lets every lead by when every rule is off (the default)', () => {
    expect(check({ email: 'x@example.com' }, {})).toEqual([]);
  });

  it('accepts a good lead under every rule at once', () => {
    expect(check(GOOD, { requirePhone: true, requireEmail: true, requireConsent: true, consentMaxAgeDays: 30, minQualityScore: 80, serviceStates: ['TX', 'FL'] })).toEqual([]);
  });

  it('requires a valid phone', () => {
    expect(check(without('phone'), { requirePhone: true })).toEqual([RULE_MESSAGES.phoneRequired]);
    expect(check({ ...GOOD, phone: '12' }, { requirePhone: true })).toEqual([RULE_MESSAGES.phoneRequired]);
  });

  it('requires a valid e-mail', () => {
    expect(check({ ...GOOD, email: 'not-an-email' }, { requireEmail: true })).toEqual([RULE_MESSAGES.emailRequired]);
  });

  it('requires consent proof: text with a real time, or a certificate in its issuer\'s form', () => {
    const requireConsent = { requireConsent: true, consentMaxAgeDays: 30 };
    expect(check(without('consent_text', 'consent_timestamp'), requireConsent)).toEqual([RULE_MESSAGES.consentRequired(30)]);
    expect(check(without('consent_timestamp'), requireConsent)).toEqual([RULE_MESSAGES.consentRequired(30)]);
    expect(check({ ...GOOD, consent_timestamp: daysAgo(-1) }, requireConsent)).toEqual([RULE_MESSAGES.consentRequired(30)]);
    expect(check({ ...without('consent_text', 'consent_timestamp'), trustedform_cert_url: 'https://cert.trustedform.com/abc' }, requireConsent))
      .toEqual([RULE_MESSAGES.consentRequired(30)]);
    expect(check({ ...without('consent_text', 'consent_timestamp'), trustedform_cert_url: `https://cert.trustedform.com/${'a1'.repeat(20)}` }, requireConsent)).toEqual([]);
    expect(check({ ...without('consent_text', 'consent_timestamp'), jornaya_leadid: '5f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }, requireConsent)).toEqual([]);
  });

  it('refuses consent older than the import\'s maximum age', () => {
    expect(check({ ...GOOD, consent_timestamp: daysAgo(31) }, { requireConsent: true, consentMaxAgeDays: 30 })).toEqual([RULE_MESSAGES.consentTooOld(30)]);
    expect(check({ ...GOOD, consent_timestamp: daysAgo(29) }, { requireConsent: true, consentMaxAgeDays: 30 })).toEqual([]);
    expect(check({ ...GOOD, consent_timestamp: daysAgo(8) }, { requireConsent: true, consentMaxAgeDays: 7 })).toEqual([RULE_MESSAGES.consentTooOld(7)]);
  });

  it('requires a minimum quality score', () => {
    const lead = normaliseLead({ email: 'info@example.com' });
    const { score } = scoreLead(lead);
    expect(ruleViolations(lead, score, rules({ minQualityScore: 50 }), NOW)).toEqual([RULE_MESSAGES.belowMinScore(score, 50)]);
    expect(ruleViolations(lead, score, rules({ minQualityScore: score }), NOW)).toEqual([]);
  });

  it('keeps to the service area: a state outside it, or none, is refused', () => {
    const area = { serviceStates: ['TX', 'OK'] };
    expect(check({ ...GOOD, state: 'Florida' }, area)).toEqual([RULE_MESSAGES.outsideArea('FL')]);
    expect(check(without('state'), area)).toEqual([RULE_MESSAGES.noState]);
    expect(check({ ...GOOD, state: 'Narnia' }, area)).toEqual([RULE_MESSAGES.noState]);
    expect(check({ ...GOOD, state: 'oklahoma' }, area)).toEqual([]);
  });

  it('lists every broken rule', () => {
    expect(check({ email: 'bob@example.com', state: 'CA' }, { requirePhone: true, requireConsent: true, consentMaxAgeDays: 10, serviceStates: ['TX'] }))
      .toEqual([RULE_MESSAGES.phoneRequired, RULE_MESSAGES.consentRequired(10), RULE_MESSAGES.outsideArea('CA')]);
  });

  it('accepts only rules in range: states by USPS code, a score 0-100, a consent age of 1-365 days', () => {
    expect(QualityRules.safeParse({ serviceStates: ['XX'] }).success).toBe(false);
    expect(QualityRules.safeParse({ minQualityScore: 101 }).success).toBe(false);
    expect(QualityRules.safeParse({ consentMaxAgeDays: 0 }).success).toBe(false);
  });
});
