// Pay-per-lead, enforced where it matters: a lead that has not been charged (waiting for funds, a duplicate, refused)
// shows its contact details to the advertiser only masked, as dataset samples are, on every page, in the API and in
// every export. It becomes readable the moment it is charged (delivered; a returned lead was charged and stays
// readable). Test leads are the advertiser's own and are never masked. Admins read leads unmasked.
import type { LeadConsent, LeadStatus } from '../../../common/leads';
import { maskEmail, maskPhone, maskSurname, publicValue } from '../../lib/masks';

type Contact = { name: string; email: string | null; phone: string | null };

export const isHeld = (lead: { chargedAt: Date | null; status: LeadStatus }) => lead.chargedAt === null && lead.status !== 'test';

/** Name, e-mail and phone as an advertiser who has not paid for the lead sees them. */
export const maskContact = (c: Contact): Contact => ({
  name: maskName(c.name), email: c.email && maskEmail(c.email), phone: c.phone && maskPhone(c.phone),
});

/** `Pat Rivera` -> `Pat R.` */
export function maskName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${maskSurname(rest.join(' '))}` : first;
}

/** A lead's fields as an advertiser who has not paid for it sees them: each personal field masked by its name. */
export function maskLeadData(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, /^(full_?)?name$/i.test(key) ? maskName(value) : publicValue(key, value)]));
}

/**
 * Consent proof names the person too: their address on the network, and certificates anyone holding the id can claim.
 * The wording, time, page and browser stay readable, so the advertiser can see the proof exists.
 */
export function maskConsent(consent: LeadConsent): LeadConsent {
  const last4 = (value: string) => `***${value.slice(-4)}`;
  return {
    ...consent,
    ip: consent.ip && consent.ip.replace(/[\da-f]+$/i, '***'),
    trustedFormCertUrl: consent.trustedFormCertUrl && consent.trustedFormCertUrl.replace(/[^/]+$/, (id) => last4(id)),
    jornayaLeadId: consent.jornayaLeadId && last4(consent.jornayaLeadId),
  };
}
