// Encryption at rest for third-party credentials (Facebook page tokens): AES-256-GCM with a key from the environment
// (DATA_ENCRYPTION_KEY). Each value carries its own random IV and the key's id, so a new key can be added later.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/** `key`: 32 bytes as 64 hex characters or base64; anything else is stretched with SHA-256 (a passphrase). */
export function secretBox(key: string): SecretBox {
  const bytes = parseKey(key);
  const keyId = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', bytes, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      if (id !== keyId) throw new Error('Sealed with another key (DATA_ENCRYPTION_KEY changed)');
      const decipher = createDecipheriv('aes-256-gcm', bytes, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

function parseKey(key: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(key)) return Buffer.from(key, 'hex');
  const b64 = Buffer.from(key, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(key)) return b64;
  return createHash('sha256').update(key).digest();
}
