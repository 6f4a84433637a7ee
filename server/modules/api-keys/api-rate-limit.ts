// The data API's hourly limits, per team and per key, in a fixed window of one UTC hour. In Redis (REDIS_URL) the
// counters are shared by every instance; without it they live in this process (one instance, development).
//
// Published choice: a key may use the whole of its team's hourly allowance (the plan's apiRequestsPerHour), and the
// team's keys together may use no more than that. A request is admitted only if both counters are under their limit,
// and then both count it: checked and counted in one step (a Lua script in Redis), so two instances never admit more
// than the limit between them and a refused request uses up nothing.
import type { Redis } from 'ioredis';

export const WINDOW_SECONDS = 3600;

export interface Limits { teamId: string; keyId: string; teamLimit: number; keyLimit: number }
export interface Verdict { admitted: boolean; limit: number; remaining: number; resetSeconds: number }

export interface ApiRateLimiter {
  take(limits: Limits, now?: number): Promise<Verdict>;
  /** The requests the team's keys made in the current hour, and the seconds until it ends; nothing is counted. */
  teamHour(teamId: string, now?: number): Promise<{ requests: number; resetSeconds: number }>;
}

// KEYS: team counter, key counter. ARGV: team limit, key limit, window seconds. Returns both counts after the step and
// whether the request was admitted.
const TAKE = `
local team = tonumber(redis.call('GET', KEYS[1]) or '0')
local key = tonumber(redis.call('GET', KEYS[2]) or '0')
if team >= tonumber(ARGV[1]) or key >= tonumber(ARGV[2]) then return {team, key, 0} end
team = redis.call('INCR', KEYS[1])
key = redis.call('INCR', KEYS[2])
if team == 1 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
if key == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
return {team, key, 1}`;

const windowOf = (now: number) => Math.floor(now / 1000 / WINDOW_SECONDS);
const resetSeconds = (now: number) => (windowOf(now) + 1) * WINDOW_SECONDS - Math.floor(now / 1000);

function verdict(l: Limits, team: number, key: number, admitted: boolean, now: number): Verdict {
  // The tighter of the two is the one the caller meets first.
  const teamLeft = l.teamLimit - team;
  const keyLeft = l.keyLimit - key;
  const [limit, left] = teamLeft <= keyLeft ? [l.teamLimit, teamLeft] : [l.keyLimit, keyLeft];
  return { admitted, limit, remaining: Math.max(0, left), resetSeconds: resetSeconds(now) };
}

export function redisRateLimiter(redis: Redis, nameSpace = 'datacsv-api:'): ApiRateLimiter {
  // The hash tag keeps a team's counters in one slot, should the Redis be a cluster.
  const teamCounter = (teamId: string, w: number) => `${nameSpace}{${teamId}}:team:${w}`;
  return {
    async take(l, now = Date.now()) {
      const w = windowOf(now);
      const keys = [teamCounter(l.teamId, w), `${nameSpace}{${l.teamId}}:key:${l.keyId}:${w}`];
      const [team, key, admitted] = await redis.eval(TAKE, 2, ...keys, l.teamLimit, l.keyLimit, WINDOW_SECONDS + 60) as [number, number, number];
      return verdict(l, team, key, admitted === 1, now);
    },
    async teamHour(teamId, now = Date.now()) {
      return { requests: Number(await redis.get(teamCounter(teamId, windowOf(now))) ?? 0), resetSeconds: resetSeconds(now) };
    },
  };
}

export function memoryRateLimiter(): ApiRateLimiter {
  const counts = new Map<string, number>();
  let window = -1;
  return {
    async take(l, now = Date.now()) {
      const w = windowOf(now);
      if (w !== window) { counts.clear(); window = w; }
      const [teamKey, keyKey] = [`team:${l.teamId}`, `key:${l.keyId}`];
      const team = counts.get(teamKey) ?? 0;
      const key = counts.get(keyKey) ?? 0;
      if (team >= l.teamLimit || key >= l.keyLimit) return verdict(l, team, key, false, now);
      counts.set(teamKey, team + 1).set(keyKey, key + 1);
      return verdict(l, team + 1, key + 1, true, now);
    },
    async teamHour(teamId, now = Date.now()) {
      return { requests: windowOf(now) === window ? counts.get(`team:${teamId}`) ?? 0 : 0, resetSeconds: resetSeconds(now) };
    },
  };
}
