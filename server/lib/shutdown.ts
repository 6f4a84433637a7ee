// Graceful shutdown (SIGTERM in a rolling restart): stop accepting connections, let in-flight requests and downloads
// finish and running jobs complete (onClose hooks), then release the database and Redis, all within a deadline.
import type { FastifyInstance } from 'fastify';

export async function drainAndClose(app: FastifyInstance, opts: {
  timeoutMs: number;
  /** What to close after the app: pools, clients. */
  release: () => Promise<void>;
}): Promise<'drained' | 'timed out'> {
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed out'>((resolve) => { timer = setTimeout(() => resolve('timed out'), opts.timeoutMs); });
  const drained = (async () => {
    // Fastify stops listening, closes idle keep-alive connections and waits for the requests in progress; its onClose
    // hooks then stop the job queue (running jobs finish) and the change feed.
    await app.close();
    await opts.release();
    return 'drained' as const;
  })();
  try {
    return await Promise.race([drained, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
