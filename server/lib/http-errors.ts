// One place that turns any thrown error into the product's error body and status.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
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
      req.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', requestId: req.id } });
    }
    return reply.status(status).send({ error: { code: clientErrorCode(err), message: clientErrorMessage(err) } });
  });
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
