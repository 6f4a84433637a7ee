// How a user's role and status read on the users pages, and what a status change does to them.
import type { AdminUser } from '../../../../common/admin';

export const ROLE_LABELS: Record<AdminUser['role'], string> = { CLIENT: 'Client', ADMIN: 'Administrator' };
export const STATUS_LABELS: Record<AdminUser['status'], string> = { active: 'Active', inactive: 'Inactive', banned: 'Banned' };

/** What the confirmation says before a user is made inactive or banned (the server ends their sessions in the same step). */
export const SIGN_OUT_NOTICE: Record<Exclude<AdminUser['status'], 'active'>, string> = {
  inactive: 'Their active sessions end now: they are signed out on every device and cannot sign in until their account is made active again.',
  banned: 'Their active sessions end now: they are signed out on every device and cannot sign in again until they are unbanned.',
};

export const displayName = (user: Pick<AdminUser, 'name' | 'email'>) => user.name || user.email;
