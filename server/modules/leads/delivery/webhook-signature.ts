// Outbound webhook signatures, as Stripe signs its own: the time and an HMAC-SHA256 of "<time>.<raw body>" with the
// endpoint's secret, so a receiver can check both who sent it and that it is not an old one replayed.
import { createHmac, randomBytes } from 'node:crypto';

export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The X-Lead-Signature header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
