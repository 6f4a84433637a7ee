// A team's invoice details: every member reads them; the team's owner and admins change them.
import { eq } from 'drizzle-orm';
import { BillingProfile, type BillingProfileView } from '../../../common/invoices';
import type { Db } from '../../db/client';
import { billingProfiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { teamOf } from '../teams/team-membership';

const EMPTY = BillingProfile.parse({ address: {} });

export async function billingProfileOf(db: Db, userId: string): Promise<BillingProfileView> {
  const { teamId, role } = await teamOf(db, userId);
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.teamId, teamId));
  const profile = row ? { companyName: row.companyName, taxId: row.taxId, email: row.email, address: row.address } : EMPTY;
  return { profile, canEdit: role !== 'member' };
}

export async function saveBillingProfile(db: Db, userId: string, profile: BillingProfile): Promise<BillingProfileView> {
  const { teamId, role } = await teamOf(db, userId);
  if (role === 'member') throw new AppError('FORBIDDEN', 403, 'Only the team\'s owner or an admin can change the invoice details.');
  await db.insert(billingProfiles).values({ teamId, ...profile })
    .onConflictDoUpdate({ target: billingProfiles.teamId, set: { ...profile, updatedAt: new Date() } });
  return { profile, canEdit: true };
}
