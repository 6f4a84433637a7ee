// The summary of Data Verification Plus for one grant's file: the file streamed through the same checks as its
// download (memory flat), only the counts kept.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { VerificationReport } from '../../../../common/download-addons';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Storage } from '../../../lib/storage';
import { entitlementsOf, recordAddonUse } from '../../subscriptions/entitlements';
import { teamOf } from '../../teams/team-membership';
import { ownUsableGrant } from '../downloads.service';
import { transformCsvRows } from './row-stream';
import { rowVerifier, type RowVerifier } from './verify-rows';

const addonNotOnPlan = () => new AppError('ADDON_NOT_ON_PLAN', 403,
  'The verification report comes with Data Verification Plus. Add it to your plan to see it.');

export async function verificationReport(db: Db, storage: Storage, userId: string, grantId: string): Promise<VerificationReport> {
  const grant = await ownUsableGrant(db, storage, userId, grantId);
  const plan = await entitlementsOf(db, (await teamOf(db, userId)).teamId);
  if (!plan?.verification) throw addonNotOnPlan();
  // The report is the add-on's output as much as the column is: the dataset counts as verified this period.
  await recordAddonUse(db, plan, 'verification', grant.datasetId);
  // The verifier is made from the header, once the stream reaches it; an empty file has none.
  const made: { verifier?: RowVerifier } = {};
  const rows = transformCsvRows(storage.read(grant.storageKey, { chunkBytes: 1 << 16 }), [
    (header) => (made.verifier = rowVerifier(header, grant.columns ?? undefined)),
  ]);
  await pipeline(rows, new Writable({ write: (_chunk, _enc, done) => done() }));
  return made.verifier?.report() ?? { rows: 0, rowsWithProblems: 0, fields: [] };
}
