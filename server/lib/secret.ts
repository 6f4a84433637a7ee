// Secrets from the environment (AUTH_SECRET, DATA_ENCRYPTION_KEY), or, outside production, generated on first start
// and kept in DATA_DIR so that restarts keep sessions valid and sealed credentials readable.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadOrCreateSecret(opts: { secret?: string; dataDir: string; production: boolean; file?: string; name?: string }): string {
  if (opts.secret) return opts.secret;
  if (opts.production) throw new Error(`${opts.name ?? 'AUTH_SECRET'} is required in production (at least 32 characters).`);
  const file = path.join(opts.dataDir, opts.file ?? 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(opts.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
