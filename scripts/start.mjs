// `npm start`: builds what is missing or older than its sources (the web app with Vite, the server bundle with
// esbuild), then runs the server bundle with plain Node.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

const isStale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map((s) => newestMtime(at(s)))) > statSync(output).mtimeMs;

async function timed(what, build) {
  const t = performance.now();
  process.stdout.write(`Building ${what}...\n`);
  await build();
  process.stdout.write(`Built ${what} in ${Math.round(performance.now() - t)} ms\n`);
}

const webIndex = at('dist/web/index.html');
if (isStale(webIndex, ['web', 'common', 'vite.config.ts', 'package-lock.json'])) {
  await timed('the web app', async () => {
    const { build } = await import('vite');
    // The web build is always a production build; the server then runs with the caller's own NODE_ENV.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({ root: at('web'), configFile: at('vite.config.ts'), logLevel: 'warn' });
    if (nodeEnv === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = nodeEnv;
  });
}

const serverBundle = at('dist/server/main.mjs');
if (isStale(serverBundle, ['server', 'common', 'package-lock.json'])) {
  await timed('the server', async () => {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [at('server/main.ts')],
      outfile: serverBundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
  });
}

// `npm start` is the product on one machine for trying and developing it: development mode (test card gateway, dev
// mailbox) unless NODE_ENV says otherwise. A server started any other way without NODE_ENV is a production one.
process.env.NODE_ENV ??= 'development';
// `--build-only`: stop here (benchmarks build first, then run the bundle themselves).
if (!process.argv.includes('--build-only')) await import(pathToFileURL(serverBundle).href);
