// The in-process limiter (no REDIS_URL): a team's keys share the team's hour; a new hour starts afresh.
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './api-rate-limit';

const HOUR = 3_600_000;
const at = Date.UTC(2026, 0, 1, 10, 59, 0);

describe('the in-process hourly limiter', () => {
  it('counts every key of a team against the team, refuses without counting, and resets with the hour', async () => {
    const limiter = memoryRateLimiter();
    const limits = (keyId: string) => ({ teamId: 't', keyId, teamLimit: 3, keyLimit: 2 });
    expect((await limiter.take(limits('a'), at)).admitted).toBe(true);
    const second = await limiter.take(limits('a'), at);
    expect(second).toEqual({ admitted: true, limit: 2, remaining: 0, resetSeconds: 60 });
    expect((await limiter.take(limits('a'), at)).admitted).toBe(false);
    expect(await limiter.take(limits('b'), at)).toMatchObject({ admitted: true, limit: 3, remaining: 0 });
    expect((await limiter.take(limits('b'), at)).admitted).toBe(false);
    expect((await limiter.take(limits('a'), at + HOUR)).admitted).toBe(true);
  });
});
