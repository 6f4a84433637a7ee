// A dataset as the marketplace's cards show it: the row joined to its category and provider.
import { sql, type SQL } from 'drizzle-orm';
import type { DatasetCard } from '../../../common/catalog';

/**
 * A card as JSON, built by PostgreSQL from a row of `datasets` with its category and provider: listings get their
 * page's cards in the statement that found them, and the dataset page starts from the same card. The category and
 * provider are sub-selects by key rather than joins: PostgreSQL would hash the two small tables for every card (a
 * third of a millisecond per page of 24, and as much again to plan).
 */
export const CARD_JSON = sql<DatasetCard>`json_build_object(
  'id', datasets.id, 'slug', datasets.slug, 'title', datasets.title, 'description', datasets.description,
  'category', (select json_build_object('name', c.name, 'slug', c.slug) from categories c where c.id = datasets.category_id),
  'provider', (select json_build_object('name', p.name, 'slug', p.slug, 'verified', p.verified)
    from providers p where p.id = datasets.provider_id),
  'priceCents', datasets.price_cents, 'originalPriceCents', datasets.original_price_cents, 'currency', datasets.currency,
  'sizeDescription', datasets.size_description, 'recordCount', datasets.record_count,
  'updateFrequency', datasets.update_frequency, 'dataFormats', datasets.data_formats, 'tags', datasets.tags,
  'featured', datasets.featured, 'rating', datasets.rating, 'totalReviews', datasets.total_reviews,
  'totalDownloads', datasets.total_downloads,
  'updatedAt', to_char(datasets.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** Which of a statement's hits are on the page: those after the first `skip`, up to `take`. */
export interface PageWindow { skip: number; take: number }

/**
 * `rows` (a statement whose rows come in order, with `id` and `hit` columns) with a `card` for each hit in the page
 * window (a CASE, so only for those).
 */
export function withPageCards(rows: SQL, page: PageWindow): SQL {
  return sql`
    select m.*, case when m.hit and m.position > ${page.skip} and m.position <= ${page.skip + page.take} then (
      select ${CARD_JSON} from datasets where datasets.id = m.id::uuid
    ) end as card
    from (select q.*, row_number() over () as position from (${rows}) q) m
    order by m.position`;
}

/** The cards of a withPageCards statement's rows, in order. */
export const pageCards = (rows: { card?: DatasetCard | null }[]): DatasetCard[] => rows.flatMap((r) => (r.card ? [r.card] : []));

/**
 * The cards of `ids` still searchable, in the order given, as one JSON array: a listing found elsewhere, read in the
 * statement that checks it (live-index.ts). A dataset is searchable while it is active (its dataset_search row exists
 * exactly then, kept by the same transaction's triggers), so the card's own row tells: a lookup of dataset_search
 * besides cost a fifth of a page's 4.5 ms at 1,000,000 datasets, where each page read past PostgreSQL's buffers is
 * about 60 µs.
 */
export function cardsOf(ids: string[]): SQL<DatasetCard[]> {
  return sql`(select coalesce(json_agg(${CARD_JSON} order by u.n), '[]') from unnest(${sql.param(ids)}::uuid[]) with ordinality u(id, n)
    join datasets on datasets.id = u.id and datasets.active)`;
}
