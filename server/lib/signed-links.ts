// Signed links: short-lived HMAC-SHA256 tokens that let a URL carry a permission (e.g. one file download)
// without a session, so the browser can fetch it natively. Generic: the caller decides what the payload binds.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedLinks {
  /** A URL-safe token binding `payload` until `expiresAt`. */
  sign(payload: string, expiresAt: Date): string;
  /** True only for a token made by `sign` for exactly this payload and not yet expired. */
  verify(token: string, payload: string, now?: Date): boolean;
}

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function signedLinks(secret: string, purpose = 'signed-link'): SignedLinks {
  // A key of its own, so a link signature can never be confused with a session cookie's signature.
  const key = createHmac('sha256', secret).update(`datacsv:${purpose}`).digest();
  const mac = (expires: string, payload: string) => createHmac('sha256', key).update(`${expires}\n${payload}`).digest();

  return {
    sign(payload, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${expires}.${mac(expires, payload).toString('base64url')}`;
    },
    verify(token, payload, now = new Date()) {
      const m = TOKEN.exec(token);
      if (!m) return false;
      const [, expires, signature] = m as unknown as [string, string, string];
      if (parseInt(expires, 36) * 1000 <= now.getTime()) return false;
      // Compared as text: base64url has spare bits in its last character, so several spellings decode to the same
      // bytes; only the one `sign` writes is accepted.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(expires, payload).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
