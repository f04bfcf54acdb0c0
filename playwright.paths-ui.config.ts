import { defineConfig, devices } from '@playwright/test'
import { E2E_USE, E2E_WEB_SERVERS } from './playwright.config.ts'

/**
 * The UI replay of the generated machine paths (issue 32, `npm run test:paths:ui`): each path the
 * model tests replay at machine level is played in Chromium through the real pages, by the machine's
 * UI adapter (tests/paths-ui/adapters). A config of its own, so `npx playwright test` (the e2e
 * journeys) never picks these up; same browser and the same seeded shop server as the e2e run. The
 * reporter merges the `ui` coverage into test-results/paths/coverage.json and writes
 * test-results/paths/ui/index.html with a screenshot per step.
 */
export default defineConfig({
  testDir: './tests/paths-ui',
  testMatch: '**/*.paths.ts',
  // Playwright empties its output folder: the path report and its screenshots live elsewhere.
  outputDir: 'test-results/paths-ui-run',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A path's whole replay: each step has its own waits (expect's 10 s), so a step the page does not
  // follow fails there; this bounds only the sum. The longest paths (16 steps with two logins and a
  // registration) took 12 s on a quiet machine and over 60 s at a load average of 14.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/paths-ui/ui-reporter.ts']],
  use: E2E_USE,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [E2E_WEB_SERVERS.shop],
})
