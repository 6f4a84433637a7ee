// Password hashing for NODE_ENV=test only (the test suites and the browser journeys' server): scrypt at a sixteenth of
// better-auth's cost (N 1024 instead of 16384), as Django's test runner swaps in a fast hasher. A hash costs about
// 7 ms of CPU instead of 116, and a server test pass makes some 600 of them. Every other mode, production first, keeps
// better-auth's own (auth.test.ts checks that a development server's hash is better-auth's).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: string, length: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
const PARAMS = { N: 1024, r: 16, p: 1 };
const KEY_LENGTH = 64;

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await derive(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS), Buffer.from(key, 'hex'));
  },
};
