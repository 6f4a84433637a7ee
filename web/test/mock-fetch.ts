// A fetch stand-in for web tests: answers by "METHOD /path" and records every request made.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((request: { url: string; method: string; body: unknown }) => MockReply | Promise<MockReply>);

interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
  /** When it was made (Date.now()). */
  at: number;
}

/**
 * Unlisted routes answer 404 in the server's error shape. A test that says who is signed in with `GET /api/me`
 * (a user, or 401) gets the matching `GET /api/session` answer, which is what the app asks.
 */
export function mockFetch(given: Record<string, Handler>) {
  const routes = withSessionCheck(given);
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, init, at: Date.now() });
    const path = url.split('?')[0];
    const handler = routes[`${method} ${path}`];
    const reply = typeof handler === 'function' ? await handler({ url, method, body }) : handler;
    const { status = 200, body: replyBody } = reply ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

function withSessionCheck(routes: Record<string, Handler>): Record<string, Handler> {
  const me = routes['GET /api/me'];
  if (!me || routes['GET /api/session']) return routes;
  return {
    ...routes,
    'GET /api/session': async (request) => {
      const reply = typeof me === 'function' ? await me(request) : me;
      if (reply.status === 401) return { body: { user: null } };
      return reply.status && reply.status >= 400 ? reply : { body: { user: reply.body } };
    },
  };
}

export const signedOut: MockReply = { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in required' } } };

export const apiError = (status: number, code: string, message: string): MockReply => ({
  status,
  body: { error: { code, message } },
});
