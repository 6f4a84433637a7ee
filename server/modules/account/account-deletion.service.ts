// Deleting an account, by an admin or by its owner: one transaction in which every module forgets the user in its own
// tables through its own forgetUser, and the accounts' row is anonymised last. Orders, ledger and reviews stay (they
// are records others rely on) without the person; what only served the person goes.
import { ACCOUNT_MESSAGES, confirmsEmail } from '../../../common/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import * as accounts from '../auth/accounts.service';
import type { SessionUsers } from '../auth/session-user';
import * as cart from '../cart/cart.service';
import * as leads from '../leads/configs.service';
import * as messages from '../messages/messages.service';
import * as orders from '../orders/order-lifecycle';
import * as savedCards from '../payments/saved-cards.service';
import * as reviews from '../reviews/reviews.service';
import * as plans from '../subscriptions/subscriptions.service';
import * as teams from '../teams/team.service';
import * as wishlist from '../wishlist/wishlist.service';
import * as notificationPreferences from './notification-preferences.service';

/**
import * as plans from '../subscriptions/subscriptions.service';
import * as teams from '../teams/team.service';
 * An admin deletes others (`actor`, audited); a user deletes their own account with no actor (nothing about them is
 * kept, in the audit log either).
 */
export async function deleteAccount(db: Db, sessionUsers: SessionUsers, actor: Actor | null, userId: string) {
  await db.transaction(async (tx) => {
    const user = await accounts.lockAccountToDelete(tx, actor, userId);
    // The plan first: it reads the team the user owns, which teams' forgetUser then leaves.
    await plans.forgetUser(tx, userId);
    await teams.forgetUser(tx, actor, userId);
    await cart.forgetUser(tx, userId);
    await wishlist.forgetUser(tx, userId);
    await savedCards.forgetUser(tx, userId);
    await notificationPreferences.forgetUser(tx, userId);
    await leads.forgetUser(tx, userId);
    await orders.forgetUser(tx, userId, accounts.placeholderEmailOf(userId));
    await reviews.forgetUser(tx, userId);
    await messages.forgetUser(tx, userId, user.email);
    await accounts.forgetUser(tx, user);
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'user.delete', entityType: 'user', entityId: userId,
        before: { email: user.email, name: user.name, role: user.role, status: user.status }, after: { deleted: true },
      });
    }
  });
  sessionUsers.forget();
}

/** The user deletes their own account after typing its e-mail address (checked here, whatever the page did). */
export async function deleteOwnAccount(db: Db, sessionUsers: SessionUsers, user: { id: string; email: string }, confirmEmail: string) {
  if (!confirmsEmail(confirmEmail, user.email)) {
    throw new AppError('CONFIRMATION_MISMATCH', 422, ACCOUNT_MESSAGES.confirmEmailMismatch, { confirmEmail: ACCOUNT_MESSAGES.confirmEmailMismatch });
  }
  await deleteAccount(db, sessionUsers, null, user.id);
}
