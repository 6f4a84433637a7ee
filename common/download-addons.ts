// The plan add-ons applied to downloads (Data Verification Plus, Data Enhancement): which ones a team's files get, and
// the verification summary report.
import { z } from 'zod';

export const DownloadAddons = z.object({ verification: z.boolean(), enhancement: z.boolean() });
export type DownloadAddons = z.infer<typeof DownloadAddons>;

export const VerifiedField = z.object({
  column: z.string(),
  kind: z.enum(['phone', 'email']),
  valid: z.number().int(),
  invalid: z.number().int(),
  empty: z.number().int(),
  /** Invalid values by reason ("unassigned area code", "disposable domain" ...). */
  reasons: z.record(z.string(), z.number().int()),
});
export type VerifiedField = z.infer<typeof VerifiedField>;

export const VerificationReport = z.object({
  rows: z.number().int(),
  /** Rows with at least one invalid phone or e-mail. */
  rowsWithProblems: z.number().int(),
  fields: z.array(VerifiedField),
});
export type VerificationReport = z.infer<typeof VerificationReport>;
