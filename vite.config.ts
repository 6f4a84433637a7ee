import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes `.br` and `.gz` next to every text asset once, at build time; the server sends them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'datacsv-precompress',
    apply: 'build',
    configResolved: (config) => { outDir = path.resolve(config.root, config.build.outDir); },
    closeBundle() {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** A web feature's public entry, web/features/<feature>/index.ts. */
const FEATURE_ENTRY = /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // A feature's index.ts only re-exports (its public entry): marked free of side effects, an import through it binds
    // to the file that defines the name, so a page's chunk does not also load everything else the entry re-exports.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !FEATURE_ENTRY.test(id) } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
