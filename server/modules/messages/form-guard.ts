// Bot protection of the public forms without a third-party service: a honeypot input people never see, and a signed
// token of when the form was shown, so a submission faster than a person can type (or with a day-old token) is refused.
import { AppError } from '../../lib/errors';
import { signedLinks } from '../../lib/signed-links';

/** A person takes longer than this to fill even the one-field newsletter form. */
export const FORM_MIN_AGE_MS = 3_000;
/** A form left open longer than this is sent again with a fresh token. */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface FormGuard {
  /** The token a form sends back: when it was issued, signed. */
  issue(now?: Date): string;
  /** The youngest token `check` accepts. */
  readonly minAgeMs: number;
  /** Throws when the submission looks automated; returns normally for a person. */
  check(input: { website?: string; formToken?: string }, now?: Date): void;
}

export const botSuspected = () => new AppError('BOT_SUSPECTED', 422,
  'Your message looks automated and was not sent. If you are a person, please reload the page and try again.');
export const formExpired = () => new AppError('FORM_EXPIRED', 422, 'This form has expired. Please reload the page and try again.');
export const formTooFast = () => new AppError('FORM_TOO_FAST', 422,
  'That was quicker than we expect from a person. Please wait a few seconds and send it again.');

export function formGuard(secret: string, minAgeMs = FORM_MIN_AGE_MS): FormGuard {
  const links = signedLinks(secret, 'form-shown-at');
  return {
    minAgeMs,
    issue(now = new Date()) {
      const issued = now.getTime().toString(36);
      return `${issued}.${links.sign(`form:${issued}`, new Date(now.getTime() + FORM_MAX_AGE_MS))}`;
    },
    check({ website, formToken }, now = new Date()) {
      if (website && website.trim()) throw botSuspected();
      const dot = formToken?.indexOf('.') ?? -1;
      if (!formToken || dot < 1) throw formExpired();
      const issued = formToken.slice(0, dot);
      if (!links.verify(formToken.slice(dot + 1), `form:${issued}`, now)) throw formExpired();
      const age = now.getTime() - parseInt(issued, 36);
      if (age < minAgeMs) throw formTooFast();
    },
  };
}
