// An e-mail address checked offline: a practical subset of RFC 5322 (the dot-atom form every mail provider hands
// out; quoted local parts and IP-literal domains are refused, as sign-up forms refuse them) and the throwaway domains
// of mailchecker's list (maintained, MIT, bundled: no network at download time).
import MailChecker from 'mailchecker';

export type EmailReason = 'missing @' | 'too long' | 'invalid local part' | 'invalid domain' | 'disposable domain';

export interface EmailCheck { valid: boolean; reason: EmailReason | null }

const DISPOSABLE = MailChecker.blacklist();
/** RFC 5322 atext: letters, digits and these marks; dots only between them (checked apart). */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** A DNS label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain is letters only (no IDN here: xn-- TLDs are not used for contact addresses in this data). */
const TLD = /^[a-z]{2,63}$/;

const result = (reason: EmailReason | null): EmailCheck => ({ valid: reason === null, reason });

export function checkEmail(value: string): EmailCheck {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at < 0) return result('missing @');
  if (text.length > 254) return result('too long');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1).toLowerCase();
  if (!local || local.length > 64 || !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return result('invalid local part');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TLD.test(labels.at(-1)!)) return result('invalid domain');
  return result(isDisposable(domain) ? 'disposable domain' : null);
}

/** The domain or any parent of it (mail.yopmail.com) is a throwaway mail service. */
function isDisposable(domain: string): boolean {
  for (let d = domain; d.includes('.'); d = d.slice(d.indexOf('.') + 1)) if (DISPOSABLE.has(d)) return true;
  return false;
}
