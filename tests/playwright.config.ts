import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eLeadsEnv } from './e2e/leads-env.ts';

/** The e2e server: demo tenants built into their own data folder (E2E_DATA_DIR), served on a port of their own (E2E_PORT). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const DEMO_PHOTOS_PORT = Number(process.env.DEMO_PHOTOS_PORT ?? E2E_PORT + 1);
export const DEMO_MARKET_PORT = Number(process.env.DEMO_MARKET_PORT ?? E2E_PORT + 2);
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(repoRoot, '.data', 'e2e');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, '.data', 'e2e-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // Debian's chromium, never a downloaded browser build.
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.ts',
    cwd: repoRoot,
    // Leads go to the SMTP server and webhook receiver the leads specs start (tests/e2e/leads-env.ts). The demo
    // tenants build as of their feeds' date (feed.asOf), so sold-car visibility is the same on any day.
    // The demo image host on the port after the server's (DEMO_PHOTOS_PORT) and the demo market-data service on the next
    // (DEMO_MARKET_PORT), so parallel checkouts do not clash.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DEMO_PHOTOS_PORT: String(DEMO_PHOTOS_PORT),
      DEMO_MARKET_PORT: String(DEMO_MARKET_PORT),
      ...e2eLeadsEnv(),
    },
    url: `http://127.0.0.1:${E2E_PORT}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
