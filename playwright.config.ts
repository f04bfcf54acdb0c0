import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { templateDatabasePath } from './backend/test-support/template-path.ts'
import { E2E_LOG_DIR, E2E_MEDIA_DIR, E2E_PORTS, type E2eServer } from './tests/fixtures/servers.ts'

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number]

/**
 * End-to-end tests run in Debian's Chromium headless shell (browsers cannot be downloaded here; the
 * shell is the build Playwright runs headless tests in, at about half the full browser's CPU;
 * `E2E_CHROMIUM=/usr/bin/chromium` runs the full browser) against the PRODUCTION build (`npm run
 * build` must have produced dist/ first; scripts/test.sh does) served by server/main.ts, each
 * server with a fresh seeded SQLite database.
 */
const CI = Boolean(process.env.CI)

/**
 * The seeded database the Vitest run left for the current seed code (backend/test-support): each
 * server starts on a copy of it instead of seeding its own, four at once. Run alone, before any
 * Vitest run of this seed, the servers seed themselves on start as `npm start` does.
 */
const TEMPLATE = templateDatabasePath()

/**
 * A fresh database folder per server and run. A fixed path (removed before start) instead of mktemp,
 * because Playwright kills web servers with SIGKILL, so they cannot clean up after themselves.
 */
function serverCommand(port: number, env: Record<string, string> = {}): string {
  const dataDir = path.join(tmpdir(), `gartenwerk-e2e-${port}`)
  const database = path.join(dataDir, 'shop.sqlite')
  const assignments = Object.entries({
    ...env,
    DATABASE_PATH: database,
    MEDIA_DIR: E2E_MEDIA_DIR,
    PORT: String(port),
  })
    .map(([name, value]) => `${name}='${value}'`)
    .join(' ')
  const copy = `{ [ ! -f '${TEMPLATE}' ] || cp '${TEMPLATE}' '${database}'; }`
  const log = path.join(E2E_LOG_DIR, `server-${port}.log`)
  return `rm -rf '${dataDir}' && mkdir -p '${dataDir}' '${E2E_LOG_DIR}' && ${copy} && ${assignments} node --import tsx server/main.ts > '${log}'`
}

/** What every e2e browser context uses; the UI path replay (playwright.paths-ui.config.ts) too. */
export const E2E_USE: PlaywrightTestConfig['use'] = {
  baseURL: `http://localhost:${E2E_PORTS.shop}`,
  // Tracing records every action's DOM and a screencast (about 8 % of the e2e time here). The retry
  // of a failed journey records one; the first failure keeps its screenshot.
  trace: 'on-first-retry',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Chromium resolves *.localhost to loopback by itself; the rule makes it explicit for en.localhost.
      '--host-resolver-rules=MAP en.localhost 127.0.0.1',
    ],
  },
}

/**
 * The e2e servers by name (tests/fixtures/servers.ts has their ports): the e2e run starts all four,
 * the UI path replay (playwright.paths-ui.config.ts) only the ones its adapters use.
 */
export const E2E_WEB_SERVERS = {
  shop: {
    // The shop: embedded back end in-process, seeded on start, with the development mailbox the
    // account journeys confirm registrations through (as `npm start` has it).
    command: serverCommand(E2E_PORTS.shop, { DEV_MAILBOX: '1' }),
    url: `http://127.0.0.1:${E2E_PORTS.shop}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  maintenance: {
    // The embedded back end in maintenance mode: every Store API call answers 503.
    command: serverCommand(E2E_PORTS.maintenance, { MAINTENANCE_MODE: '1' }),
    // Readiness by port: every page of this server is a 503, which Playwright's URL probe rejects.
    port: E2E_PORTS.maintenance,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  unreachable: {
    // An external Store API that cannot be reached (nothing listens on that loopback port).
    command: serverCommand(E2E_PORTS.unreachable, {
      STORE_API_ENDPOINT: `http://127.0.0.1:${E2E_PORTS.closed}/store-api`,
      STORE_API_ACCESS_KEY: 'SWSCGWDEMOSTOREFRONTKEY001',
    }),
    port: E2E_PORTS.unreachable,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  noGuest: {
    // The shop with guest orders switched off: the checkout asks for a login or an account. With
    // the mailbox, account journeys that sign up for the newsletter run here, away from the shop's
    // per-client newsletter limit (3 per 30 s), which the shop's own newsletter specs use up.
    command: serverCommand(E2E_PORTS.noGuest, { GUEST_CHECKOUT: '0', DEV_MAILBOX: '1' }),
    url: `http://127.0.0.1:${E2E_PORTS.noGuest}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
} satisfies Record<E2eServer, WebServer>

export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties its output folder before a run: a folder of its own keeps the path report and
  // the statechart book (test-results/paths, test-results/statechart-book) from other runs.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker more than the two cores: a journey's browser waits on the server, on its timers and
  // on the next frame part of the time, and a third journey takes that time (on the 2-core machine
  // the whole run took 473 s with three workers, 499 s with two).
  workers: 3,
  // A journey (three pages, each checked by axe) takes about 20 s here; on a slower machine of
  // CI's kind, or with E2E_CPU_THROTTLE=4, it took 33 s and ran out of a 30 s budget while waiting
  // for its last click. Journeys that pay on the provider's page set their own, longer, budgets.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/fixtures/summary-reporter.ts']],
  use: E2E_USE,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Object.values(E2E_WEB_SERVERS),
})
