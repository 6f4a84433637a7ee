// The access rules (access-rules.ts) applied: every /api/ route must have one when it is registered, and a request is
// admitted or refused by it before its body is read or validated. The data API's keys are checked by its own hook
// (api-keys/api-key-auth.ts), with the scope the rule names; a route's service decides by team role where a rule
// names a team permission.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { accessOf, type Access } from './access-rules';
import { requireAdmin, requireUser } from './auth.guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access rule, set when it is registered. */
    access?: Access;
  }
}

/** A session, or a signed link's token for the route to check (the route refuses a bad one). */
async function requireUserOrLink(req: FastifyRequest, reply: FastifyReply) {
  req.user = (await req.server.sessionUsers.resolve(req, reply)) ?? undefined;
  if (!req.user && !(req.query as { token?: string }).token) throw unauthorized();
}

export function installAccessGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // A HEAD route (Fastify adds one for each GET) answers as its GET does, so it is guarded as the GET.
    const rules = [route.method].flat().map((method) => {
      const access = accessOf(method === 'HEAD' ? 'GET' : method, route.url);
      if (!access) throw new Error(`${method} ${route.url} has no access rule: add one to server/modules/auth/access-rules.ts`);
      return access;
    });
    if (new Set(rules.map((rule) => JSON.stringify(rule))).size > 1) throw new Error(`${route.url}: its methods have different access rules; register them apart`);
    route.config = { ...route.config, access: rules[0] };
  });
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access;
    switch (access?.who) {
      case 'signed-in': return requireUser(req, reply);
      case 'admin': return requireAdmin(req, reply);
      case 'signed-in or link': return requireUserOrLink(req, reply);
      case 'anyone': case 'proof': case 'key': case undefined: return;
    }
  });
}
