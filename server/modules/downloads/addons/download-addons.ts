// The plan add-ons a download gets: Data Verification Plus and Data Enhancement, when the team's plan has them, as row
// transforms in front of the format conversion. Each delivery of a dataset with an add-on is recorded for billing
// (once per dataset and billing period: recordAddonUse).
import type { Readable } from 'node:stream';
import type { DownloadAddons } from '../../../../common/download-addons';
import type { Db } from '../../../db/client';
import { entitlementsOf, recordAddonUse, type Entitlements } from '../../subscriptions/entitlements';
import { teamOf } from '../../teams/team-membership';
import type { DictionaryColumn } from '../../../../common/contact-columns';
import { rowEnhancer } from './enhance-rows';
import { transformCsvRows, type RowTransform } from './row-stream';
import { rowVerifier } from './verify-rows';

/** The team a download is for: the signed-in user's, or (a signed link's bearer) the grant's. */
export type DownloadTeam = { userId: string } | { teamId: string };

async function planOf(db: Db, who: DownloadTeam): Promise<Entitlements | null> {
  const teamId = 'teamId' in who ? who.teamId : (await teamOf(db, who.userId)).teamId;
  return entitlementsOf(db, teamId);
}

/** Which add-ons the team's files get now (the download center says so). */
export async function downloadAddonsOf(db: Db, userId: string): Promise<DownloadAddons> {
  const plan = await planOf(db, { userId });
  return { verification: plan?.verification ?? false, enhancement: plan?.enhancement ?? false };
}

/** One add-on step: made from a file's header, it rewrites each row (and the header). */
export type RowStep = (header: string[]) => RowTransform;

/**
 * The add-ons of the team's plan for one dataset's delivery (a download or the data API), as row steps in the order
 * they apply, or null when the plan has none (the rows go out as stored). Records each add-on's use.
 */
export async function planRowSteps(db: Db, who: DownloadTeam, file: { datasetId: string; columns: DictionaryColumn[] | null })
  : Promise<RowStep[] | null> {
  const plan = await planOf(db, who);
  if (!plan || (!plan.verification && !plan.enhancement)) return null;
  const dictionary = file.columns ?? undefined;
  const steps: RowStep[] = [];
  // Verification first, so that it judges the values as the provider delivered them, not as enhancement rewrote them.
  if (plan.verification) {
    steps.push((header) => rowVerifier(header, dictionary));
    await recordAddonUse(db, plan, 'verification', file.datasetId);
  }
  if (plan.enhancement) {
    steps.push((header) => rowEnhancer(header, dictionary));
    await recordAddonUse(db, plan, 'enhancement', file.datasetId);
  }
  return steps;
}

/**
 * planRowSteps for a download: a function from the stored CSV to the CSV with the add-ons' columns (`forPeople` when
 * that CSV is the download, not a converter's input), or null.
 */
export async function planAddonsForDownload(db: Db, who: DownloadTeam, file: { datasetId: string; columns: DictionaryColumn[] | null })
  : Promise<((source: Readable, forPeople: boolean) => Readable) | null> {
  const steps = await planRowSteps(db, who, file);
  return steps && ((source, forPeople) => transformCsvRows(source, steps, { forPeople }));
}
