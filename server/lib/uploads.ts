// Multipart uploads as the routes read them (@fastify/multipart over busboy). busboy refuses a broken body with plain
// errors that carry no status — no boundary, an empty or over-long one, a body cut short — which would answer 500:
// a request whose boundary busboy cannot use is refused before it is read, and a body cut short is a 400.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const MALFORMED_UPLOAD_MESSAGE = 'The upload could not be read. Choose the file and send it again.';

export const malformedUpload = () => new AppError('MALFORMED_UPLOAD', 400, MALFORMED_UPLOAD_MESSAGE);

/** RFC 2046: a boundary is 1 to 70 characters (busboy throws on a missing or empty one, and on one over 252). */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** A multipart/form-data request with a usable boundary, or the answer a client can act on (415, 400). */
export function assertMultipart(req: FastifyRequest, notMultipartMessage: string) {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, notMultipartMessage);
  if (!BOUNDARY.test(req.headers['content-type'] ?? '')) throw malformedUpload();
}

/**
 * busboy's status-less errors about the body ("Unexpected end of multipart data" ...) and a file stream closed before its
 * end, as a 400; any other error as it was.
 */
export function uploadError(err: unknown): unknown {
  if (!(err instanceof Error) || 'statusCode' in err) return err;
  const cutShort = /unexpected end of multipart data|^Multipart: /i.test(err.message) || (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
  return cutShort ? malformedUpload() : err;
}

/** A file part that calls itself CSV, by its name (.csv, .txt) or its type (text/*, csv, Excel's). */
export function looksLikeCsv(part: { filename: string; mimetype: string }): boolean {
  return /\.(csv|txt)$/i.test(part.filename) || /^text\/|csv|ms-excel/.test(part.mimetype);
}

/** Refuses a file part that does not look like CSV with `refusal()`, after dropping the rest of it. */
export function assertCsvPart(part: { filename: string; mimetype: string; file: { resume(): unknown } }, refusal: () => Error): void {
  if (looksLikeCsv(part)) return;
  part.file.resume();
  throw refusal();
}

/** An upload stopped at its size limit: @fastify/multipart's error, or its file stream cut short at the limit. */
export function isFileTooLarge(err: unknown, file?: { truncated?: boolean }): boolean {
  return (err as { code?: string } | null | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE' || file?.truncated === true;
}
