// The account rules better-auth's own endpoints must obey too: names (sign-up's rule, on every user update, whichever
// endpoint makes it), the 8-character minimum of a password change, no common password, and which verification mail is an e-mail change.
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, PersonName } from '../../../common/account';
import { MIN_CHANGE_PASSWORD } from '../../../common/auth';
import type { Db } from '../../db/client';
import { refuseCommonPassword } from './common-passwords';
import { users } from '../../db/schema';

const refuse = (code: string, message: string) => new APIError('BAD_REQUEST', { code, message });

/** Runs before better-auth handles a request (hooks.before). */
export function checkAuthRequest(path: string, body: unknown) {
  if (path === '/change-password') {
    const newPassword = (body as { newPassword?: unknown } | undefined)?.newPassword;
    if (typeof newPassword === 'string' && newPassword.length < MIN_CHANGE_PASSWORD) throw refuse('PASSWORD_TOO_SHORT', ACCOUNT_MESSAGES.passwordTooShort);
  }
  if (path === '/change-password' || path === '/reset-password') refuseCommonPassword((body as { newPassword?: unknown } | undefined)?.newPassword);
  if (path === '/update-user' && body && typeof body === 'object') checkUserChange(body as Record<string, unknown>);
}

const NAME_MAX = 2 * 100 + 1;
const IMAGE_MAX = 2048;

/**
 * A user update from any better-auth endpoint (the user's update-user, an e-mail change): names trimmed and
 * non-blank, the display name and image bounded. Returns the fields to write instead.
 */
export function checkUserChange(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (!(key in data) || data[key] === undefined) continue;
    const parsed = PersonName.safeParse(data[key]);
    if (!parsed.success) throw refuse('VALIDATION_ERROR', parsed.error.issues[0]!.message);
    out[key] = parsed.data;
  }
  if (typeof data.name === 'string' && data.name.length > NAME_MAX) throw refuse('VALIDATION_ERROR', `Names must be at most ${NAME_MAX} characters`);
  if (typeof data.image === 'string' && data.image.length > IMAGE_MAX) throw refuse('VALIDATION_ERROR', `The image address must be at most ${IMAGE_MAX} characters`);
  return out;
}

/** The display name is always "first last": an update that changed either half brings it along. */
export async function syncDisplayName(db: Db, user: { id: string; name: string; firstName?: unknown; lastName?: unknown }) {
  if (typeof user.firstName !== 'string' || typeof user.lastName !== 'string') return;
  const name = `${user.firstName} ${user.lastName}`.trim();
  if (name && name !== user.name) await db.update(users).set({ name }).where(eq(users.id, user.id));
}

/** better-auth sends both the sign-up verification and the new-address check of an e-mail change through one callback. */
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string';
  } catch {
    return false;
  }
}

/**
 * An e-mail change is confirmed by a link; if the address was taken by a new sign-up in between, say so instead of
 * failing on the unique index.
 */
export async function refuseTakenEmail(db: Db, data: Record<string, unknown>) {
  if (typeof data.email !== 'string') return;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, data.email.toLowerCase())).limit(1);
  if (taken) throw new APIError('CONFLICT', { code: 'EMAIL_TAKEN', message: 'That e-mail address now belongs to another account. Choose another address in Account Settings.' });
}
