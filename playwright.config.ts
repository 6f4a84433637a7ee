import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(tmpdir(), `datacsv-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e',
  // Axe audits of a dozen pages take ~25 s on an idle 2-core machine; CI machines may be busier.
  timeout: process.env.CI ? 180_000 : 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test about a seventh of its time; in CI only a retry (after a failure) records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // Every run starts from an empty embedded database and file store.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dataDir} && node scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      // Every journey signs up its own accounts, all from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '200',
      // ...and send the contact, support and newsletter forms from there too.
      FORM_RATE_LIMIT: '200',
      // The lead delivery journey's receiving system runs in the test process, on 127.0.0.1.
      ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
