// A phone number checked offline by the North American Numbering Plan's rules (US and Canada): the shape NXX-NXX-XXXX,
// no N11 service code as area code or exchange, not the fictional 555-0100..0199 range, and an area code in service.
import { AREA_CODE_REGION, TOLL_FREE_CODES } from './area-codes';

export type PhoneReason =
  | 'not a phone number' | 'wrong number of digits' | 'invalid area code' | 'unassigned area code'
  | 'invalid exchange' | 'fictional number';

export interface PhoneCheck {
  valid: boolean;
  reason: PhoneReason | null;
  /** +1 and the ten digits, when valid. */
  e164: string | null;
  /** The state, territory or province the area code serves (null for toll-free or invalid numbers). */
  areaCodeState: string | null;
  /** The extension's digits, when the value had one (E.164 has no place for it). */
  extension: string | null;
}

/** Digits with the punctuation people write around them: spaces, dots, dashes, brackets, a leading +. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;
/** An extension after the number ("x12", "ext. 12", "extension 12"): a business line's, not part of the number. */
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,6})$/i;
/** N11 codes (211, 311 ... 911) are services, never an area code or an exchange. */
const isN11 = (code: string) => code[1] === '1' && code[2] === '1';

const invalid = (reason: PhoneReason): PhoneCheck => ({ valid: false, reason, e164: null, areaCodeState: null, extension: null });

export function checkPhone(value: string): PhoneCheck {
  const extension = EXTENSION.exec(value.trim())?.[1] ?? null;
  const text = value.trim().replace(EXTENSION, '');
  if (!PHONE_CHARS.test(text)) return invalid('not a phone number');
  let digits = text.replace(/\D/g, '');
  // The country code: +1 or a leading 1 before the ten digits; a + before any other digit is another country's number.
  if (digits.length === 11 && digits[0] === '1') digits = digits.slice(1);
  if (digits.length !== 10 || (text.startsWith('+') && !text.replace(/[\s().-]/g, '').startsWith('+1'))) {
    return invalid('wrong number of digits');
  }
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (area[0] === '0' || area[0] === '1' || isN11(area)) return invalid('invalid area code');
  const region = AREA_CODE_REGION.get(area) ?? null;
  if (!region && !TOLL_FREE_CODES.has(area)) return invalid('unassigned area code');
  if (exchange[0] === '0' || exchange[0] === '1' || isN11(exchange)) return invalid('invalid exchange');
  // 555-0100 through 555-0199 are reserved for films and books in every area code.
  if (exchange === '555' && digits[6] === '0' && digits[7] === '1') return invalid('fictional number');
  return { valid: true, reason: null, e164: `+1${digits}`, areaCodeState: region, extension };
}
