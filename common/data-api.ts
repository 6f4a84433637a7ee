// The data API's contract (/api/v1): queries and answers. Every list is `{ data, next_cursor }`; pass next_cursor back
// as `cursor` for the next page until it is null (the leads feed, below, always gives one to resume from). Cursors are
// opaque: their content may change between releases.
import { z } from 'zod';
import { DATASET_SORTS } from './catalog-values';
import { DatasetCard } from './catalog';
import { LEAD_STATUSES, LeadConsent } from './leads';

const cursor = z.string().max(500).optional();
const limit = z.coerce.number().int().min(1).max(100).default(50);

export const V1CatalogQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,120}$/, 'Unknown value').optional(),
  /** Dollars. */
  price_min: z.coerce.number().min(0).max(1_000_000).optional(),
  price_max: z.coerce.number().min(0).max(1_000_000).optional(),
  sort: z.enum(DATASET_SORTS).default('popular'),
  limit,
  cursor,
});
export type V1CatalogQuery = z.infer<typeof V1CatalogQuery>;

export const V1CatalogPage = z.object({ data: z.array(DatasetCard), next_cursor: z.string().nullable() });

export const V1PageQuery = z.object({ limit, cursor });

export const V1OwnedDataset = z.object({
  grant_id: z.string(),
  source: z.enum(['purchase', 'plan']),
  dataset: z.object({ id: z.string(), slug: z.string(), title: z.string(), data_formats: z.array(z.string()) }),
  rows: z.number().int().nullable(),
  granted_at: z.string(),
  expires_at: z.string(),
});
export const V1OwnedPage = z.object({ data: z.array(V1OwnedDataset), next_cursor: z.string().nullable() });

/** How a `where` filter compares: text (case-insensitive) or, on number and date columns, by order. */
export const ROW_OPERATORS = ['eq', 'ne', 'contains', 'prefix', 'gt', 'gte', 'lt', 'lte'] as const;
export type RowOperator = (typeof ROW_OPERATORS)[number];
export interface RowCondition { column: string; op: RowOperator; value: string }

const CONDITION = new RegExp(`^(.+?):(${ROW_OPERATORS.join('|')}):(.*)$`, 's');
const condition = z.string().max(500).transform((s, ctx): RowCondition => {
  const m = CONDITION.exec(s);
  if (!m) {
    ctx.addIssue({ code: 'custom', message: `Write a condition as column:operator:value, the operator one of ${ROW_OPERATORS.join(', ')}` });
    return z.NEVER;
  }
  return { column: m[1]!, op: m[2] as RowOperator, value: m[3]! };
});

/** A dataset's rows: which columns, which rows (state, ZIP prefix, any column's conditions, all of them must hold). */
export const V1RowsFilter = z.object({
  /** Comma-separated column names of the data dictionary, in the order wanted; all columns when absent. */
  columns: z.string().max(4000).optional()
    .transform((s) => (s === undefined ? undefined : s.split(',').map((c) => c.trim()).filter(Boolean))),
  state: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a two-letter state code').optional(),
  zip_prefix: z.string().trim().regex(/^\d{1,5}$/, 'Use 1 to 5 digits').optional(),
  /** Repeatable: `where=age:gte:30&where=city:eq:Austin`. */
  where: z.union([condition, z.array(condition).max(20)]).optional()
    .transform((w) => (w === undefined ? [] : Array.isArray(w) ? w : [w])),
});
export type V1RowsFilter = z.infer<typeof V1RowsFilter>;

export const V1RowsQuery = V1RowsFilter.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor,
});
export type V1RowsQuery = z.infer<typeof V1RowsQuery>;

export const V1RowsPage = z.object({
  /**
   * One object per row, keyed by column name, typed by `columns` as in a JSON download: integer and decimal columns are
   * numbers, boolean columns true/false (an empty cell of those is null); any other column, and a cell its type does
   * not fit, is the file's text.
   */
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  /** A page may hold fewer rows than `limit` (each page reads a bounded part of the file); null once the file is read. */
  next_cursor: z.string().nullable(),
});

/**
 * GET /api/v1/leads (scope leads:read): the charged leads of the key's team's members, in charge order. Unlike the
 * other lists, `next_cursor` is always given: it is where the next read resumes, so a CRM keeps the last one and
 * polls with it later to get only leads charged since. `has_more` says whether to ask again now (more are ready).
 */
export const V1LeadsQuery = z.object({ limit, cursor });

export const V1Lead = z.object({
  id: z.string(),
  /** The advertiser (a member of the key's team) whose import brought the lead in. */
  user_id: z.string(),
  /** Null when the import was deleted. */
  import_config_id: z.string().nullable(),
  source_platform: z.string(),
  source_lead_id: z.string().nullable(),
  /** `delivered` when charged; what it became since, such as `returned` (a page read before that still said `delivered`). */
  status: z.enum(LEAD_STATUSES),
  charged_at: z.string(),
  imported_at: z.string(),
  cost_cents: z.number().int(),
  quality_score: z.number().int(),
  /** The lead's fields as normalised (first_name, last_name, email, phone, state, zip ...) plus any extra ones given. */
  data: z.record(z.string(), z.string()),
  consent: LeadConsent.nullable(),
});
export type V1Lead = z.infer<typeof V1Lead>;

export const V1LeadsPage = z.object({ data: z.array(V1Lead), next_cursor: z.string(), has_more: z.boolean() });
