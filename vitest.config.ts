import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * Vitest lists Node's built-in modules as external in every environment, and Vite lists them as
 * built-ins, both from the running Node's `builtinModules`; both lists are part of the key of each
 * module in the on-disk module cache. The lines differ (22 and later add node:sqlite, node:sea,
 * node:test; 26 adds node:ffi and drops the old `_stream_*` aliases), so `npm test`'s re-run on
 * the other LTS lines found nothing the Node 20 run had cached and transformed every module again.
 * A module is only importable where it exists whatever the lists say, so each list is made the same
 * on every line: the running Node's names plus those of the other lines, sorted.
 */
const BUILTINS_OF_SOME_LINES = [
  'node:ffi',
  'node:sea',
  'node:sqlite',
  'node:test',
  'node:test/reporters',
  '_stream_duplex',
  '_stream_passthrough',
  '_stream_readable',
  '_stream_transform',
  '_stream_wrap',
  '_stream_writable',
]

function sameOnEveryLine<T>(names: readonly (string | T)[], extra: readonly string[]): (string | T)[] {
  const others = names.filter((name): name is T => typeof name !== 'string')
  const strings = new Set(names.filter((name): name is string => typeof name === 'string'))
  for (const name of extra) strings.add(name)
  // Vitest adds a `node:` form of every name, including those that already have one.
  return [...others, ...[...strings].filter((name) => !name.startsWith('node:node:')).sort()]
}

const sameBuiltinsOnEveryNodeLine: Plugin = {
  name: 'same-builtins-on-every-node-line',
  configResolved(config) {
    const unprefixed = BUILTINS_OF_SOME_LINES.filter((name) => !name.startsWith('node:'))
    const external = [...BUILTINS_OF_SOME_LINES, ...unprefixed.map((name) => `node:${name}`)]
    for (const environment of Object.values(config.environments)) {
      const { resolve } = environment
      if (Array.isArray(resolve.external)) resolve.external = sameOnEveryLine(resolve.external, external)
      resolve.builtins = sameOnEveryLine(resolve.builtins, unprefixed)
    }
  },
}

// Each project runs in the environment its code runs in. The storefront project reuses the Vite
// plugins (Lingui macro, router) through vite.config.ts.
/**
 * Storefront tests that need a window of their own: they hold input on it (a PageHydration listens
 * on the window for the life of its page, and the entry loader's inline script too), which no other
 * file may inherit.
 */
const NEEDS_FRESH_MODULES = ['src/components/island.test.tsx', 'src/components/island-early-clicks.test.tsx']

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine's cores: one on CI's two. Most files wait
    // on SQLite, child processes and sockets part of the time; two workers keep both cores busy.
    maxWorkers: 2,
    experimental: {
      // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache), keyed by
      // content and configuration: the projects that extend the Vite config share what one of them
      // transformed, and `npm test`'s re-run on the other Node LTS lines transforms nothing again.
      fsModuleCache: true,
    },
    projects: [
      {
        plugins: [sameBuiltinsOnEveryNodeLine],
        test: {
          name: 'backend',
          include: ['backend/**/*.test.ts'],
          exclude: ['**/*.fuzz.test.ts', '**/node_modules/**'],
          environment: 'node',
          pool: 'forks',
          // Each file builds its own back end (createTestBackend) and keeps no state in modules:
          // the files of a worker share its loaded modules (the schema, the seed's images) instead
          // of importing them afresh, which took more time than the tests (129 s → 52 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Extends the Vite config too: the SSR tests import src/entry-server.tsx (Lingui macro, .po).
        extends: './vite.config.ts',
        plugins: [sameBuiltinsOnEveryNodeLine],
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.fuzz.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Each file in a fresh module graph: with the SSR entry shared per worker (isolate: false),
          // fresh clones (cold module cache, the build beside) rendered every later page of one
          // worker without the Store API access key (401 → 500 page); the cause is not found yet,
          // and 17 s of wall time is the price of a suite that can be trusted.
          isolate: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Generated requests against every Store API route and every page (backend/test-support/fuzz.ts):
        // FUZZ_REQUESTS sets the count (npm run test:fuzz: 10,000), FUZZ_SEED replays a run. The
        // page fuzzer renders through the SSR entry, hence the Vite config.
        extends: './vite.config.ts',
        test: {
          name: 'fuzz',
          include: ['backend/**/*.fuzz.test.ts', 'server/**/*.fuzz.test.ts'],
          globalSetup: ['backend/test-support/fuzz-global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          // As the server's: each file builds its own back end and app; the modules load once per worker.
          isolate: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The security suite and the fault tests build the real storefront server around the real
        // embedded back end (and render through the SSR entry, hence the Vite config). Not isolated,
        // as the server's: each file builds its own server and back end, and the SSR entry loads once
        // per worker instead of once per file.
        extends: './vite.config.ts',
        plugins: [sameBuiltinsOnEveryNodeLine],
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        plugins: [sameBuiltinsOnEveryNodeLine],
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'storefront',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/model/**/*.test.ts'],
          exclude: [...NEEDS_FRESH_MODULES, '**/node_modules/**'],
          environment: 'happy-dom',
          // The files of a worker share their loaded modules (React, react-aria, the router) instead of
          // importing them afresh for each file, which took more time than the tests (160 s → 53 s);
          // the setup file clears the document and storage after every test.
          isolate: false,
          setupFiles: ['src/features/test-support/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'storefront-isolated',
          include: NEEDS_FRESH_MODULES,
          environment: 'happy-dom',
          testTimeout: 30_000,
        },
      },
    ],
  },
})
