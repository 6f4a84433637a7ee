// Where lead webhooks may go: public addresses only (outside development), checked after DNS, on the address actually
// connected to, and on every redirect.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertTarget, createOutbound, refusedAddress, urlProblem, type Resolve } from './outbound-url';

let receiver: Server;
let base: string;
const received: IncomingMessage[] = [];
/** What the receiver answers per path: a status, or a redirect to a location. */
const answers = new Map<string, { status: number; location?: string }>();

beforeAll(async () => {
  receiver = createServer((req, res) => {
    received.push(req);
    const answer = answers.get(req.url!) ?? { status: 200 };
    res.writeHead(answer.status, answer.location ? { location: answer.location } : {}).end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => { await new Promise((resolve) => receiver?.close(resolve)); });

/** A resolver from a table: no DNS in tests. */
const table = (names: Record<string, string[]>): Resolve => async (hostname) => {
  const addresses = names[hostname];
  if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('which addresses a webhook may reach', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'], ['10.0.0.5', 'a private network address'], ['172.16.3.4', 'a private network address'],
    ['192.168.1.1', 'a private network address'], ['169.254.169.254', 'a cloud metadata address'], ['169.254.10.10', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'], ['0.0.0.0', 'an unspecified address'], ['224.0.0.1', 'a multicast address'],
    ['::1', 'a loopback address'], ['::', 'an unspecified address'], ['fc00::1', 'a private network address'], ['fe80::1', 'a link-local address'],
    ['fd00:ec2::254', 'a cloud metadata address'], ['::ffff:127.0.0.1', 'a loopback address'], ['ff02::1', 'a multicast address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(refusedAddress(address, false)).toBe(why);
  });

  it('judges an IPv6 address carrying an IPv4 one (::/96, ::ffff:0:0/96, ::ffff:0:0:0/96) by the IPv4 address, however written', () => {
    const forms = (v4: string) => [`::${v4}`, `::ffff:${v4}`, `::ffff:0:${v4}`]
      // As a URL writes them ([::127.0.0.1] becomes [::7f00:1]), which ipaddr.js alone calls unicast.
      .flatMap((v6) => [v6, new URL(`http://[${v6}]/`).hostname.replace(/^\[|\]$/g, '')]);
    fc.assert(fc.property(fc.ipV4(), fc.boolean(), (v4, allowPrivate) => {
      for (const v6 of forms(v4)) expect(refusedAddress(v6, allowPrivate), v6).toBe(refusedAddress(v4, allowPrivate));
    }), { numRuns: 300, examples: [['127.0.0.1', false], ['10.0.0.1', false], ['169.254.169.254', true], ['93.184.216.34', false]] });
  });

  it('lets public addresses through', () => {
    expect(refusedAddress('93.184.216.34', false)).toBeNull();
    expect(refusedAddress('2606:2800:220:1:248:1893:25c8:1946', false)).toBeNull();
  });

  it('allows loopback and private networks only when asked (development), never link-local or metadata', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('10.0.0.5', true)).toBeNull();
    expect(refusedAddress('::1', true)).toBeNull();
    expect(refusedAddress('169.254.169.254', true)).toBe('a cloud metadata address');
    expect(refusedAddress('fd00:ec2::254', true)).toBe('a cloud metadata address');
    expect(refusedAddress('fe80::1', true)).toBe('a link-local address');
  });

  it('takes https only in production, and no credentials in the address', () => {
    expect(urlProblem('http://crm.example.com/leads', { allowHttp: false })).toBe('The webhook address must start with https://.');
    expect(urlProblem('https://crm.example.com/leads', { allowHttp: false })).toBeNull();
    expect(urlProblem('http://crm.example.com/leads', { allowHttp: true })).toBeNull();
    expect(urlProblem('ftp://crm.example.com/', { allowHttp: true })).toMatch(/must start with https:\/\//);
    expect(urlProblem('https://user:pw@crm.example.com/', { allowHttp: false })).toMatch(/user names and passwords/);
  });

  it('checks every address a host name resolves to', async () => {
    const resolve = table({ 'crm.example.test': ['93.184.216.34'], 'sneaky.example.test': ['93.184.216.34', '10.0.0.5'], 'meta.example.test': ['169.254.169.254'] });
    const policy = { allowHttp: false, allowPrivate: false, resolve };
    await expect(assertTarget('https://crm.example.test/leads', policy)).resolves.toBeInstanceOf(URL);
    await expect(assertTarget('https://sneaky.example.test/', policy)).rejects.toThrow('sneaky.example.test is a private network address');
    await expect(assertTarget('https://meta.example.test/', policy)).rejects.toThrow('a cloud metadata address');
    await expect(assertTarget('https://nowhere.example.test/', policy)).rejects.toThrow('This host name could not be found');
    await expect(assertTarget('https://[::1]/', policy)).rejects.toThrow('::1 is a loopback address');
    await expect(assertTarget('https://[::127.0.0.1]/', policy)).rejects.toThrow('::7f00:1 is a loopback address');
    await expect(assertTarget('https://[::10.0.0.1]/', policy)).rejects.toThrow('::a00:1 is a private network address');
    await expect(assertTarget('https://[::169.254.169.254]/', { ...policy, allowPrivate: true })).rejects.toThrow('::a9fe:a9fe is a cloud metadata address');
  });
});

describe('sending to a checked address', () => {
  const post = (outbound: ReturnType<typeof createOutbound>, url: string) => outbound.post(url, '{}', { 'content-type': 'application/json' });

  it('refuses a loopback receiver, by address or by a name resolving to it, before connecting', async () => {
    const outbound = createOutbound({ allowHttp: true, allowPrivate: false, resolve: table({ 'hooks.example.test': ['127.0.0.1'] }) });
    const before = received.length;
    const port = new URL(base).port;
    await expect(post(outbound, `${base}/hook`)).rejects.toThrow('127.0.0.1 is a loopback address');
    await expect(post(outbound, `http://hooks.example.test:${port}/hook`)).rejects.toThrow('hooks.example.test is a loopback address');
    await expect(post(outbound, `http://[::1]:${port}/hook`)).rejects.toThrow('::1 is a loopback address');
    await expect(post(outbound, 'http://10.0.0.5/hook')).rejects.toThrow('10.0.0.5 is a private network address');
    await expect(post(outbound, 'http://169.254.169.254/latest/meta-data/')).rejects.toThrow('a cloud metadata address');
    expect(received.length).toBe(before);
    await outbound.close();
  });

  it('connects to the address it checked (the name is resolved once, by the check)', async () => {
    let lookups = 0;
    const port = new URL(base).port;
    const outbound = createOutbound({ allowHttp: true, allowPrivate: true, resolve: async () => { lookups++; return [{ address: '127.0.0.1', family: 4 }]; } });
    expect((await post(outbound, `http://receiver.example.test:${port}/hook`)).statusCode).toBe(200);
    expect(lookups).toBe(1);
    expect(received.at(-1)!.headers.host).toBe(`receiver.example.test:${port}`);
    await outbound.close();
  });

  it('follows up to 3 redirects, checking each hop: one to the metadata address is refused', async () => {
    const outbound = createOutbound({ allowHttp: true, allowPrivate: true });
    answers.set('/moved', { status: 308, location: '/final' });
    expect((await post(outbound, `${base}/moved`)).statusCode).toBe(200);
    expect(received.at(-1)!.url).toBe('/final');
    expect(received.at(-1)!.method).toBe('POST');

    answers.set('/to-metadata', { status: 302, location: 'http://169.254.169.254/latest/meta-data/iam' });
    await expect(post(outbound, `${base}/to-metadata`)).rejects.toThrow('169.254.169.254 is a cloud metadata address');
    answers.set('/to-metadata-v6', { status: 302, location: 'http://[::169.254.169.254]/latest/meta-data/iam' });
    await expect(post(outbound, `${base}/to-metadata-v6`)).rejects.toThrow('::a9fe:a9fe is a cloud metadata address');

    for (let i = 0; i < 4; i++) answers.set(`/loop${i}`, { status: 307, location: `/loop${i + 1}` });
    await expect(post(outbound, `${base}/loop0`)).rejects.toThrow('More than 3 redirects.');
    await outbound.close();
  });

  it('checks a redirect\'s host name after resolving it, as the first hop\'s', async () => {
    // The local receiver is allowed (development); the redirect names a host that resolves to the metadata address.
    const outbound = createOutbound({ allowHttp: true, allowPrivate: true, resolve: table({ 'evil.example.test': ['169.254.169.254'] }) });
    answers.set('/to-evil', { status: 303, location: 'http://evil.example.test/latest/meta-data/' });
    await expect(post(outbound, `${base}/to-evil`)).rejects.toThrow('evil.example.test is a cloud metadata address');
    await outbound.close();
  });
});
