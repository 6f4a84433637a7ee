// Google Ads lead form webhook: Google POSTs each lead as JSON with the key the advertiser pasted into the form's
// webhook settings; the key is compared in constant time and a wrong one stores nothing.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const GoogleLeadBody = z.object({
  lead_id: z.string().min(1).max(300),
  google_key: z.string().max(300).default(''),
  form_id: z.union([z.string(), z.number()]).optional(),
  campaign_id: z.union([z.string(), z.number()]).optional(),
  is_test: z.boolean().optional(),
  user_column_data: z.array(z.object({
    column_id: z.string().max(200).optional(),
    column_name: z.string().max(200).optional(),
    string_value: z.string().max(2000).optional(),
  })).max(100).default([]),
}).loose();
export type GoogleLeadBody = z.infer<typeof GoogleLeadBody>;

const COLUMNS: Record<string, string> = {
  FULL_NAME: 'full_name', FIRST_NAME: 'first_name', LAST_NAME: 'last_name', EMAIL: 'email', WORK_EMAIL: 'email',
  PHONE_NUMBER: 'phone', WORK_PHONE: 'phone', POSTAL_CODE: 'zip', STREET_ADDRESS: 'address', CITY: 'city', REGION: 'state',
};

export function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** user_column_data -> a flat record; questions of the advertiser's own are kept under their column names. */
export function googleLeadFields(body: GoogleLeadBody): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of body.user_column_data) {
    const name = (column.column_id && COLUMNS[column.column_id]) || column.column_name || column.column_id;
    if (name && column.string_value !== undefined) fields[name] ??= column.string_value;
  }
  fields.consent = { text: `Submitted through Google Ads lead form ${body.form_id ?? ''}`.trim(), timestamp: new Date().toISOString() };
  return fields;
}
