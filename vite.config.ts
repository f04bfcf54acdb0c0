import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompress, gzip as gzipCallback, constants as zlib } from 'node:zlib'
import { promisify } from 'node:util'
import { gzipAsync as zopfli } from '@gfx/zopfli'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { buildIdOf } from './scripts/lib/build-id.ts'
import { chromeCatalog } from './scripts/lib/chrome-catalog.ts'
import { QUICK_PRECOMPRESSION_MARKER } from './scripts/lib/quick-precompression.ts'

// Babel runs only where a Lingui macro is imported: everything else goes straight to Oxc.
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
})

/**
 * /build-info.json names the client build the server serves; the browser polls it and compares it
 * with its own entry's name. Derived from the content (never a time or a random id), so two builds
 * of one commit are byte-identical and replicas built separately serve each other's pages.
 */
function buildInfo(): Plugin {
  return {
    name: 'storefront:build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return
      this.emitFile({
        type: 'asset',
        fileName: 'build-info.json',
        source: JSON.stringify({ buildId: buildIdOf(Object.values(bundle)) }),
      })
    },
  }
}

// XState is not here: the browser starts the actor system after hydration (src/system/host.ts), so
// it arrives with the system's own chunk.
const FRAMEWORK_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|@lingui|use-sync-external-store)[\\/]/
/** TanStack Router: pages the router drives load it; document pages (src/app/document-page.tsx) never do. */
const ROUTER_MODULES = /node_modules[\\/]@tanstack[\\/]/

const CLIENT_ENTRIES = ['src/entry-client.tsx', 'src/entry-document.tsx']
/** Our modules both entries import statically (the chrome, islands, system host …): found by sharedShell(). */
const shellModules = new Set<string>()

/**
 * Finds the modules both browser entries import statically, once the module graph is complete and
 * before the chunks are made: they go into one `shell` chunk instead of a dozen small ones shared
 * between the entries (each its own request, gzip window and runtime glue).
 */
function sharedShell(): Plugin {
  return {
    name: 'storefront:shared-shell',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return
      const staticGraph = (entry: string): Set<string> => {
        const seen = new Set<string>()
        const stack = [entry]
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue
          seen.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      const [router, document] = CLIENT_ENTRIES.map((entry) =>
        staticGraph(resolve(this.environment.config.root, entry)),
      )
      shellModules.clear()
      for (const id of router ?? []) {
        if (
          document?.has(id) &&
          !id.includes('node_modules') &&
          !CLIENT_ENTRIES.some((entry) => id.endsWith(entry))
        ) {
          shellModules.add(id)
        }
      }
    },
  }
}

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html)$/

/**
 * Writes `.br` and `.gz` next to every compressible client file: the server sends them as they are
 * (`serveStatic({ precompressed: true })`), at the best ratio, with no compression work per request.
 * The gzip files come from Zopfli (valid gzip, about 3 % smaller than zlib's level 9; slow, which
 * is fine once per build). `PRECOMPRESS=0` leaves them out: the reproducibility check's second build
 * compares what the bundler wrote (both compressors are deterministic functions of those bytes, and
 * the check decompresses the first build's files to their sources instead of making them twice).
 * `PRECOMPRESS=fast` writes the same files at quick levels (brotli 5 and zlib's gzip 9: 8 % and 3 %
 * larger, 0.1 CPU-s instead of 17): `npm test`'s build, which the journeys and the reproducibility
 * check read through the same serving code and decompression, and which is not shipped.
 */
function precompress(): Plugin {
  return {
    name: 'storefront:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir || process.env.PRECOMPRESS === '0') return
      const dir = options.dir
      const fast = process.env.PRECOMPRESS === 'fast'
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const content = await readFile(path)
          if (content.length < 1024) return
          const [br, gz] = await Promise.all(
            fast
              ? [brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), gzip(content, { level: 9 })]
              : [
                  brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
                  zopfli(content, { numiterations: 15 }),
                ],
          )
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
      // Says so in the build: the bench reads the .gz files' sizes as what the pages cost, and
      // refuses a test build's (bench/lib/assets.ts).
      if (fast)
        await writeFile(
          join(dir, QUICK_PRECOMPRESSION_MARKER),
          'PRECOMPRESS=fast: not for shipping or measuring\n',
        )
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must run before react(): it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders in chunks of their own (TanStack keeps them in the entry by default): a server-rendered
        // page hydrates from the dehydrated loader data and never runs them, so the browser fetches a
        // loader's chunk only for a client-side navigation or a preload (on intent/when visible).
        // Costs one chunk request before a loader's first run; keeps ~0.5 KB gzip out of every page.
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    babel({ presets: [linguiMacroPreset] }),
    react(),
    lingui(),
    chromeCatalog(),
    sharedShell(),
    buildInfo(),
    precompress(),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        // One file for the server: every `import()` of a split chunk (the router calls its lazy
        // loaders' importers on every request) went through the module loader's resolve hooks
        // (tsx's, on their own thread) and showed in the CPU profile of a product page. Inlined
        // dynamic imports still run their modules lazily, on first use.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          // The router's entry, and the document pages' (src/app/document-page.tsx), which hydrate
          // without the router.
          input: CLIENT_ENTRIES,
          output: {
            codeSplitting: {
              // Everything the page needs to hydrate from node_modules, in one long-cached chunk: one
              // request instead of three and a better gzip ratio (~1.5 KB). react-aria-components is
              // left out on purpose: only some routes need it, they load it with their chunks.
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES },
                { name: 'router', test: ROUTER_MODULES },
                { name: 'shell', test: (id: string) => shellModules.has(id) },
              ],
            },
          },
        },
      },
}))
