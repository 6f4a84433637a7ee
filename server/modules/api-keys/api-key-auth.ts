// The guard of the data API (/api/v1): an API key in `Authorization: Bearer`, never the session cookie (no CSRF surface:
// a browser cannot make a cross-site request carry the header), the plan's hourly limits with the RateLimit headers on
// every answer to a valid key, the scope the route's access rule names, and each admitted request counted for the key's usage chart.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../../common/api-keys';
import { AppError } from '../../lib/errors';
import { apiRequestsPerHour, entitlementsOf } from '../subscriptions/entitlements';
import { authenticateKey, countRequest, type ApiCaller } from './api-keys.service';
import { WINDOW_SECONDS, type ApiRateLimiter } from './api-rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key's team and scopes, on /api/v1 routes. */
    apiCaller?: ApiCaller;
  }
}

const keyMissing = () => new AppError('API_KEY_MISSING', 401, 'Send your API key as "Authorization: Bearer <key>".');
// Unknown, wrong, revoked and expired keys answer alike: a caller learns nothing about keys it does not hold.
const keyInvalid = () => new AppError('API_KEY_INVALID', 401, 'This API key is not valid. It may have been revoked or have expired.');
const scopeMissing = (scope: ApiKeyScope) => new AppError('API_KEY_SCOPE', 403, `This API key does not have the "${scope}" scope.`);

/** Installs the guard on the plugin it is called in (encapsulated: only the data API's routes get it). */
export function installApiKeyAuth(app: FastifyInstance, limiter: ApiRateLimiter) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers.authorization;
    // RFC 6750: a 401 names the scheme it wants.
    reply.header('www-authenticate', 'Bearer realm="api"');
    if (!header) throw keyMissing();
    const [scheme, key, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !key || rest.length) throw keyMissing();
    const caller = await authenticateKey(req.server.db, key, req.ip);
    if (!caller) throw keyInvalid();
    reply.removeHeader('www-authenticate');

    const perHour = apiRequestsPerHour(await entitlementsOf(req.server.db, caller.teamId));
    // A Redis outage pauses the limits rather than failing every API call, as it does for the site's own limits.
    const v = await limiter.take({ teamId: caller.teamId, keyId: caller.keyId, teamLimit: perHour, keyLimit: perHour })
      .catch((err: unknown) => { req.log.warn({ err }, 'api rate limit unavailable'); return null; });
    req.apiCaller = caller;
    if (v) {
      reply.headers({
        'ratelimit-limit': v.limit, 'ratelimit-remaining': v.remaining, 'ratelimit-reset': v.resetSeconds,
        'ratelimit-policy': `${perHour};w=${WINDOW_SECONDS}`,
      });
      if (!v.admitted) {
        req.apiCaller = undefined;
        reply.header('retry-after', v.resetSeconds);
        throw new AppError('RATE_LIMITED', 429, `This API key's team has used its ${perHour} requests for this hour. Please wait ${v.resetSeconds} seconds.`);
      }
    }
    // The scope the route's access rule names (auth/access-rules.ts).
    const access = req.routeOptions.config.access;
    if (access?.who === 'key' && !caller.scopes.includes(access.scope)) throw scopeMissing(access.scope);
  });
  // Each admitted request counted once it is answered, off the request's path: a lost count only under-reports the chart.
  app.addHook('onResponse', async (req) => {
    if (req.apiCaller) await countRequest(req.server.db, req.apiCaller.keyId).catch((err: unknown) => req.log.warn({ err }, 'api usage not counted'));
  });
}
