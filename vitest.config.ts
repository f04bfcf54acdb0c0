import { defineConfig } from 'vitest/config'

// Each project runs in the environment its code runs in. The storefront project reuses the Vite
// plugins (Lingui macro, router) through vite.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'backend',
          include: ['backend/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Extends the Vite config too: the SSR tests import src/entry-server.tsx (Lingui macro, .po).
        extends: './vite.config.ts',
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'storefront',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/model/**/*.test.ts'],
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
    ],
  },
})
