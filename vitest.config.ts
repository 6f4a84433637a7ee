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
          exclude: ['web/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // A worker keeps one jsdom and the app's modules for all its files: making a jsdom and importing React,
          // the router and the features again for each of 80 files was two thirds of the pass's CPU. setup.ts resets
          // what a page leaves behind (DOM, URL, storage, toasts, timers, stubs); no module mocks here (ESLint).
          isolate: false,
          // Two files at a time (Vitest's default on two cores is one): each is CPU-bound in jsdom.
          maxWorkers: 2,
          // A test that types a page's worth of text takes 2 s alone and over 5 s (the default) while the browser
          // journeys run beside it (scripts/test.mjs): slow is not failed.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // The web tests that replace a module (vi.mock): each file with its own jsdom and modules.
          name: 'web-mocked',
          environment: 'jsdom',
          include: ['web/**/*.mocked.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          maxWorkers: 2,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
