// Order numbers as SPEC.md writes them: ORDER-{timestamp}-{9 random uppercase chars}, RECHARGE-{timestamp}-{...}; a plan's
// payments are PLAN-{timestamp}-{...}.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const PREFIXES = { purchase: 'ORDER', recharge: 'RECHARGE', subscription: 'PLAN' } as const;

export function orderNumber(type: keyof typeof PREFIXES, now = Date.now()): string {
  let suffix = '';
  for (let i = 0; i < 9; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIXES[type]}-${now}-${suffix}`;
}
