// Requests to addresses advertisers choose (their webhooks) must not reach our own network: loopback, private,
// link-local, CGNAT, cloud metadata... Each host name is resolved once, every address it gives is checked, and the
// connection is made to that checked address (undici's connect.lookup), so DNS cannot answer differently between
// the check and the connection. Redirects are followed by hand, each hop checked the same way.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';
import { DELIVERY_MESSAGES, MAX_WEBHOOK_REDIRECTS } from '../../../../common/lead-delivery';

export interface ResolvedAddress { address: string; family: number }
/** Every address of a host name (dns.lookup with all: true); tests pass their own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface TargetPolicy {
  /** http:// as well as https:// (outside production). */
  allowHttp: boolean;
  /** Loopback and private networks too (development with a local receiver); link-local and metadata never. */
  allowPrivate: boolean;
  resolve?: Resolve;
}

/** The address was refused, or the URL cannot be used: never worth a retry to the same URL. */
export class TargetRefused extends Error {
  readonly code = 'TARGET_REFUSED';
}

/** The cloud metadata services, refused even where private targets are allowed. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);
const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address', private: 'a private network address', uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address', carrierGradeNat: 'a carrier-grade NAT address', unspecified: 'an unspecified address',
  multicast: 'a multicast address', broadcast: 'a broadcast address',
};

/**
 * IPv6 forms that carry an IPv4 address in their last 32 bits, and reach it: IPv4-compatible (::/96, which ipaddr.js
 * calls unicast when written `::7f00:1`), IPv4-mapped (::ffff:0:0/96) and SIIT-translated (::ffff:0:0:0/96). Each is
 * judged by the IPv4 address it carries. `::` and `::1` stay IPv6's own unspecified and loopback.
 */
const IPV4_CARRIERS = [ipaddr.parseCIDR('::/96'), ipaddr.parseCIDR('::ffff:0:0/96'), ipaddr.parseCIDR('::ffff:0:0:0/96')] as const;

function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (['unspecified', 'loopback'].includes(ip.range()) || !IPV4_CARRIERS.some((cidr) => ip.match(cidr))) return null;
  return new ipaddr.IPv4(ip.toByteArray().slice(12));
}

/** Why `address` may not be connected to, or null when it may: only public unicast addresses pass. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') ip = embeddedIPv4(ip as ipaddr.IPv6) ?? ip;
  if (METADATA.has(ip.toNormalizedString()) || METADATA.has(ip.toString())) return 'a cloud metadata address';
  const range = ip.range();
  if (range === 'unicast') return null;
  if (allowPrivate && PRIVATE_RANGES.has(range)) return null;
  return RANGE_NAMES[range] ?? `a reserved address (${range})`;
}

const defaultResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The URL's own rules (scheme, no credentials), before any address is looked at. */
export function urlProblem(raw: string, policy: Pick<TargetPolicy, 'allowHttp'>): string | null {
  if (!URL.canParse(raw)) return DELIVERY_MESSAGES.url;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return policy.allowHttp ? DELIVERY_MESSAGES.scheme : DELIVERY_MESSAGES.https;
  if (url.username || url.password) return DELIVERY_MESSAGES.credentials;
  return null;
}

/** Resolves the host and checks every address it has (one refused address refuses the host: DNS may rotate). */
export async function checkedAddresses(hostname: string, policy: TargetPolicy): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await (policy.resolve ?? defaultResolve)(host).catch(() => {
    throw new TargetRefused(DELIVERY_MESSAGES.unresolved);
  });
  if (!addresses.length) throw new TargetRefused(DELIVERY_MESSAGES.unresolved);
  for (const { address } of addresses) {
    const why = refusedAddress(address, policy.allowPrivate);
    if (why) throw new TargetRefused(DELIVERY_MESSAGES.refused(`${host} is ${why}`));
  }
  return addresses;
}

/** Checks a URL as a webhook target now: its rules, then its addresses. The message says what is wrong. */
export async function assertTarget(raw: string, policy: TargetPolicy): Promise<URL> {
  const problem = urlProblem(raw, policy);
  if (problem) throw new TargetRefused(problem);
  const url = new URL(raw);
  await checkedAddresses(url.hostname, policy);
  return url;
}

/** net.connect's lookup, answering only with checked addresses: the connection goes where the check looked. */
function pinnedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, policy).then((addresses) => {
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const usable = family ? addresses.filter((a) => a.family === family) : addresses;
      if (!usable.length) throw new TargetRefused(DELIVERY_MESSAGES.unresolved);
      if (options.all) callback(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    }).catch((err: Error) => callback(err, '', 0));
  };
}

export interface OutboundAnswer { statusCode: number; responseMs: number }

export interface Outbound {
  /** POSTs `body` to `url`, following up to MAX_WEBHOOK_REDIRECTS redirects (each checked); throws TargetRefused or a network error. */
  post(url: string, body: string, headers: Record<string, string>): Promise<OutboundAnswer>;
  close(): Promise<void>;
}

const TIMEOUT_MS = 10_000;
/** Enough of an answer to be polite; the rest is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

export function createOutbound(policy: TargetPolicy): Outbound {
  const agent = new Agent({ connect: { lookup: pinnedLookup(policy), timeout: TIMEOUT_MS }, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  return {
    async post(target, body, headers) {
      const started = performance.now();
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      let url = target;
      for (let hop = 0; ; hop++) {
        const problem = urlProblem(url, policy);
        if (problem) throw new TargetRefused(problem);
        // An address in the URL is connected to without a lookup: checked here.
        const { hostname } = new URL(url);
        if (isIP(hostname.replace(/^\[|\]$/g, ''))) await checkedAddresses(hostname, policy);
        const res = await request(url, { method: 'POST', body, headers, dispatcher: agent, signal }).catch((err: Error & { cause?: unknown }) => {
          throw err.cause instanceof TargetRefused ? err.cause : err;
        });
        await res.body.dump({ limit: MAX_ANSWER_BYTES }).catch(() => undefined);
        const location = res.headers.location;
        if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
          if (hop >= MAX_WEBHOOK_REDIRECTS) throw new TargetRefused(`More than ${MAX_WEBHOOK_REDIRECTS} redirects.`);
          // The same signed POST goes to the next hop: a webhook is not a page, and the receiver asked for it there.
          url = new URL(location, url).toString();
          continue;
        }
        return { statusCode: res.statusCode, responseMs: Math.round(performance.now() - started) };
      }
    },
    close: () => agent.close(),
  };
}
