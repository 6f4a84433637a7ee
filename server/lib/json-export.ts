// JSON exports for people's own systems: one array, written as the client reads, so an export of any size holds one
// page of rows in memory (the CSV writer's way, lib/csv-export.ts).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export function sendJsonArray<T>(reply: FastifyReply, filename: string, rows: AsyncIterable<T>) {
  async function* chunks() {
    let first = true;
    yield '[';
    for await (const row of rows) {
      yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
      first = false;
    }
    yield '\n]\n';
  }
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(chunks()));
}
