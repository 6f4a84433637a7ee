// One place that turns any thrown error into the product's error body and status.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm';
import { AppError } from './errors';

export const BAD_ADDRESS = 'This address does not point to anything here: check the link.';

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the address: a person followed a bad link, and "Invalid UUID" tells them nothing.
      if (err.validationContext === 'params') return reply.status(400).send({ error: { code: 'BAD_ADDRESS', message: BAD_ADDRESS } });
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: first ?? 'Invalid request', fields } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', requestId: req.id } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: loggable(err) }, 'request failed');
      return reply.status(status).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', requestId: req.id } });
    }
    return reply.status(status).send({ error: { code: clientErrorCode(err), message: clientErrorMessage(err) } });
  });
}

/** Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option). */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send(tooLong
    ? { error: { code: 'URI_TOO_LONG', message: 'The address is too long.' } }
    : { error: { code: 'BAD_URL', message: 'The address is not valid.' } });
}

const SOCKET_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request address or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.'],
};

/**
 * Requests Node cannot parse never reach Fastify (Fastify's `clientErrorHandler` option): the answer is written to the
 * socket by hand, in the same error format as every other.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = SOCKET_ERRORS[err.code ?? ''] ?? [400, 'BAD_REQUEST', 'The request could not be read.'];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${code.replaceAll('_', ' ')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/**
 * An error as the log may keep it: a failed query's statement and PostgreSQL's reason, never its parameters (they are
 * what users typed: names, addresses, e-mails).
 */
export function loggable(err: Error): Error | Record<string, unknown> {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause as { message?: string; code?: string } | undefined;
  // The stack's first lines repeat the message, whose "params:" line holds the parameters: keep only the frames.
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return { type: 'DrizzleQueryError', query: err.query, reason: cause?.message, code: cause?.code, stack: frames };
}

function clientErrorCode(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return 'MALFORMED_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'UNSUPPORTED_MEDIA_TYPE';
    default: return err.statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
  }
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'The request body is too large.';
    default: return err.message;
  }
}
