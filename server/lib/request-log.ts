// Request logging: one line per request, written when it completes (Fastify's default writes two).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply) {
    const line = { method: req.method, url: withoutSecrets(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) req.log.error({ ...line, err: error }, 'request errored');
    else req.log.info(line, 'request');
  }
}

/**
 * URLs that carry a credential (signed download links, an import's ingest URL, Facebook's verify token, a password
 * reset link) are logged without it: logs must not become a way to download data, post leads or take an account.
 */
export const withoutSecrets = (url: string) => withoutPeople(url
  .replace(/([?&](?:token|hub\.verify_token)=)[^&]*/g, '$1[redacted]')
  .replace(/(\/api\/(?:leads\/ingest|auth\/reset-password)\/)[^/?]+/, '$1[redacted]'));

/** Admins look people up by name or e-mail, and e-mails travel in some links: personal data stays out of the log. */
const withoutPeople = (url: string) => {
  const personal = url.startsWith('/api/admin/') ? /([?&](?:search|email)=)[^&]*/g : /([?&]email=)[^&]*/g;
  return url.replace(personal, '$1[redacted]');
};
