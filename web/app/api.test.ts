import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { api, ApiError } from './api';

describe('api', () => {
  it('sends JSON with same-origin credentials and returns the parsed reply', async () => {
    const { requests } = mockFetch({ 'POST /api/things': { body: { ok: true } } });
    await expect(api('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(requests[0]!.body).toEqual({ a: 1 });
    expect(requests[0]!.init).toMatchObject({ credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
  });

  it("throws an ApiError built from the server's { error } body", async () => {
    mockFetch({
      'POST /api/x': { status: 400, body: { error: { code: 'VALIDATION', message: 'Bad input', fields: { email: 'Required' } } } },
    });
    const error = await api('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad input', fields: { email: 'Required' } });
  });

  it("reads better-auth's flat { code, message } body too", async () => {
    mockFetch({ 'GET /api/y': { status: 403, body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } } });
    await expect(api('/api/y')).rejects.toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('turns a non-JSON failure into HTTP_<status>', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(api('/api/z')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api('/api/z')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
