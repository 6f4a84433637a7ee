import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database, copied from one migrated template; two at a time suits a 2-core machine.
          globalSetup: ['server/test/database-template.ts'],
          // A worker imports the app's modules once for all its files, not once a file (a fifth of the pass's time):
          // the files keep no state in modules (each builds its own app), and use no module mocks (eslint.config.js).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Two files at a time (Vitest's default on two cores is one): each is CPU-bound in jsdom.
          maxWorkers: 2,
          // A test that types a page's worth of text takes 2 s alone and over 5 s (the default) while the browser
          // journeys run beside it (scripts/test.mjs): slow is not failed.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
