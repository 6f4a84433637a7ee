// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const webSources = ['web', 'common', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => (name.endsWith('.test.tsx') || name.endsWith('.test.ts') ? max : Math.max(max, newestMtime(path.join(p, name)))), s.mtimeMs);
}

if (!existsSync(builtIndex) || Math.max(...webSources.map(newestMtime)) > statSync(builtIndex).mtimeMs) {
  const t = performance.now();
  process.stdout.write('Building the web app...\n');
  const { build } = await import('vite');
  // The web build is always a production build; the server then runs with the caller's own NODE_ENV.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ root: path.join(root, 'web'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = nodeEnv;
  process.stdout.write(`Built in ${Math.round(performance.now() - t)} ms\n`);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
