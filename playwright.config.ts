import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built example site, served as a static host would.
 * Debian's Chromium is used directly; no browser is ever downloaded.
 */
const PORT = Number(process.env.QUIRE_E2E_PORT ?? 4319);
/** `quire dev` on a scratch copy of test/fixtures/dev/site, which e2e/dev.spec.ts edits. */
const DEV_PORT = Number(process.env.QUIRE_E2E_DEV_PORT ?? 4329);
const DEV_ROOT = join(tmpdir(), `quire-e2e-dev-${DEV_PORT}`);
process.env.QUIRE_E2E_DEV_ROOT = DEV_ROOT;
process.env.QUIRE_E2E_DEV_URL = `http://127.0.0.1:${DEV_PORT}`;
/**
 * Builds shared by the run's workers and projects (e2e/shared-builds.ts). Made once by the
 * runner; its workers evaluate this file again and inherit the runner's folder.
 */
process.env.QUIRE_E2E_BUILDS ??= mkdtempSync(join(tmpdir(), 'quire-e2e-builds-'));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium },
  webServer: [
    {
      command: `node bin/quire.js build example-site --out e2e/.site && node bin/quire.js preview example-site --out e2e/.site --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `rm -rf ${DEV_ROOT} && cp -r test/fixtures/dev/site ${DEV_ROOT} && node bin/quire.js dev ${DEV_ROOT} --port ${DEV_PORT}`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
  projects: [
    { name: 'built', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'built-no-js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromium } },
    {
      name: 'dev',
      testMatch: /dev\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${DEV_PORT}`, launchOptions: chromium },
    },
  ],
});
