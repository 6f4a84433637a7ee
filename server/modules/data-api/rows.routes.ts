// A dataset's rows through the data API (scope datasets:read): cursor-paged JSON, or every wanted row streamed as
// NDJSON or CSV, with the same column selection and filters. The key's team must hold the dataset.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { V1RowsFilter, V1RowsPage, V1RowsQuery } from '../../../common/data-api';
import { AppError } from '../../lib/errors';
import { decodeCursor, encodeCursor, invalidCursor, isRecord } from './cursor';
import { openRows, readRowsPage, rowJsonWriter, rowsStream } from './rows/dataset-rows';

const tags = ['data API v1'];
const security = [{ apiKey: [] }];
const params = z.object({ id: z.uuid() });

/** The cursor names the dataset, its file's version and the byte to read on from. */
interface RowsCursor { d: string; v: string; o: number }
const isRowsCursor = (v: unknown): v is RowsCursor =>
  isRecord(v) && typeof v.d === 'string' && typeof v.v === 'string' && Number.isSafeInteger(v.o) && (v.o as number) > 0;
const VERSION_CHARS = 16;

const datasetChanged = () => new AppError('DATASET_CHANGED', 409,
  "The dataset's file was replaced since this cursor was given, so its rows moved. Start again without the cursor.");

const STREAMS = { ndjson: 'application/x-ndjson; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

export async function rowsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/datasets/:id/rows', {
    schema: {
      tags, security, params, querystring: V1RowsQuery, response: { 200: V1RowsPage },
      summary: "A page of a held dataset's rows, filtered and with chosen columns (scope datasets:read)",
    },
  }, async (req, reply) => {
    const { cursor, limit, ...filter } = req.query;
    const from = decodeCursor(cursor, isRowsCursor);
    if (from && from.d !== req.params.id) throw invalidCursor();
    const src = await openRows(app.db, req.apiCaller!.teamId, req.params.id, filter);
    const version = src.sha256.slice(0, VERSION_CHARS);
    if (from && from.v !== version) throw datasetChanged();
    const page = await readRowsPage(app.storage, src, from?.o ?? null, limit);
    const next = page.next === null ? null : encodeCursor({ d: req.params.id, v: version, o: page.next });
    // Written as text (the schema above documents it): a thousand rows through the response validator cost more than reading them.
    const json = rowJsonWriter(src.selection.columns);
    return reply.type('application/json; charset=utf-8')
      .send(`{"data":[${page.rows.map(json).join(',')}],"columns":${JSON.stringify(src.selection.columns)},"next_cursor":${JSON.stringify(next)}}` as unknown as z.infer<typeof V1RowsPage>);
  });

  for (const format of ['ndjson', 'csv'] as const) {
    r.get(`/datasets/:id/rows.${format}`, {
      schema: {
        tags, security, params, querystring: V1RowsFilter,
        summary: `Every wanted row of a held dataset, streamed as ${format.toUpperCase()} (scope datasets:read)`,
      },
    }, async (req, reply) => {
      const src = await openRows(app.db, req.apiCaller!.teamId, req.params.id, req.query);
      return reply.type(STREAMS[format]).header('cache-control', 'no-store').send(rowsStream(app.storage, src, format));
    });
  }
}
