// An import's own quality rules (QualityRules in common/leads.ts, kept in lead_import_configs.settings): what a lead
// must have for this advertiser to pay for it. A broken rule is a reason in the lead's errors, so the lead takes the
// pipeline's one path for unusable leads: kept as failed with the reason, never charged.
import { RULE_MESSAGES, type QualityRules } from '../../../common/leads';
import type { NormalisedLead } from './normalise';
import { consentTime, isCertified } from './quality';

const DAY_MS = 24 * 60 * 60_000;

/** Every rule the lead breaks, in the form's order; empty when it passes them all. */
export function ruleViolations(lead: NormalisedLead, score: number, rules: QualityRules, now: Date): string[] {
  const violations: string[] = [];
  if (rules.requirePhone && !lead.phone) violations.push(RULE_MESSAGES.phoneRequired);
  if (rules.requireEmail && !lead.email) violations.push(RULE_MESSAGES.emailRequired);
  if (rules.requireConsent) {
    const problem = consentProblem(lead, rules.consentMaxAgeDays, now);
    if (problem) violations.push(problem);
  }
  if (score < rules.minQualityScore) violations.push(RULE_MESSAGES.belowMinScore(score, rules.minQualityScore));
  if (rules.serviceStates.length) {
    const state = lead.invalid.state ? undefined : lead.data.state;
    if (!state) violations.push(RULE_MESSAGES.noState);
    else if (!rules.serviceStates.includes(state)) violations.push(RULE_MESSAGES.outsideArea(state));
  }
  return violations;
}

/** A certificate proves itself whatever its age; consent text needs a real time no older than maxAgeDays. */
function consentProblem(lead: NormalisedLead, maxAgeDays: number, now: Date): string | null {
  const consent = lead.consent;
  if (consent && isCertified(consent)) return null;
  const at = consent?.text ? consentTime(consent, now.getTime()) : null;
  if (!at) return RULE_MESSAGES.consentRequired(maxAgeDays);
  return now.getTime() - at.getTime() > maxAgeDays * DAY_MS ? RULE_MESSAGES.consentTooOld(maxAgeDays) : null;
}
