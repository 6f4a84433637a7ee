// A small round-robin reverse proxy in front of several app instances, as a load balancer puts them (tests and
// bench/scale.ts). Like nginx's proxy_next_upstream, a request goes to the next instance when its instance refuses the
// connection or resets a kept-alive one (a draining instance closing its idle connections: Node's documented case for a
// retry); a GET is also retried on any error before an answer. It adds X-Forwarded-For and names the instance that
// answered (x-upstream).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startProxy(upstreams: string[]) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const served = new Map<string, number>();
  const downUntil = new Map<string, number>();

  const forward = (target: URL, req: http.IncomingMessage, body: Buffer) => new Promise<http.IncomingMessage>((resolve, reject) => {
    const upstream = http.request({
      host: target.hostname, port: target.port, method: req.method, path: req.url, agent,
      headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
    }, resolve);
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      const unsent = err.code === 'ECONNREFUSED' || (upstream.reusedSocket && err.code === 'ECONNRESET');
      reject(Object.assign(err, { retry: unsent || req.method === 'GET' || req.method === 'HEAD' }));
    });
    upstream.end(body);
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    // Each attempt goes to the next instance in turn, skipping one that refused a connection within the last second.
    const first = next++;
    for (let attempt = 0; attempt < upstreams.length * 2; attempt++) {
      const candidate = upstreams[(first + attempt) % upstreams.length]!;
      if (attempt < upstreams.length && (downUntil.get(candidate) ?? 0) > Date.now()) continue;
      const target = new URL(candidate);
      try {
        const answer = await forward(target, req, body);
        served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
        res.writeHead(answer.statusCode!, { ...answer.headers, 'x-upstream': target.origin });
        answer.pipe(res);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') downUntil.set(candidate, Date.now() + 1000);
        if (!(err as { retry: boolean }).retry) break;
      }
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'No instance answered.' } }));
  };
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests each instance answered. */
    served,
    async close() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
      agent.destroy();
    },
  };
}
