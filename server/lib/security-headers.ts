// Security headers computed once at start-up with helmet, then set per response as a plain object:
// the same headers as @fastify/helmet without re-running helmet's middleware on every request.
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export function contentSecurityPolicy(opts: { production: boolean }) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: opts.production ? [] : null,
    },
  };
}

export function securityHeaders(opts: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(opts),
    // HSTS only makes sense behind TLS, i.e. in production.
    strictTransportSecurity: opts.production ? undefined : false,
  })({} as IncomingMessage, res, () => {});
  return headers;
}
