// npm run bench: every benchmark in sequence.
import { spawnSync } from 'node:child_process';
import { root } from './lib';

for (const script of ['bench/start-time.ts', 'bench/http.ts', 'bench/datasets.ts', 'bench/search.ts', 'bench/checkout.ts', 'bench/leads.ts', 'bench/downloads.ts', 'bench/api.ts', 'bench/scale.ts', 'bench/admin.ts', 'bench/lighthouse.ts']) {
  console.log(`\n### ${script}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
