// Order numbers as SPEC.md writes them: ORDER-{timestamp}-{9 random uppercase chars}, RECHARGE-{timestamp}-{...}.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function orderNumber(type: 'purchase' | 'recharge', now = Date.now()): string {
  let suffix = '';
  for (let i = 0; i < 9; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${type === 'recharge' ? 'RECHARGE' : 'ORDER'}-${now}-${suffix}`;
}
