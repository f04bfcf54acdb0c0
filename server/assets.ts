import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ClientAssets } from '../src/entry-server.tsx'

export type { ClientAssets }

export const CLIENT_ENTRY = 'src/entry-client.tsx'
/** The document pages' entry (src/app/document-page.tsx): it hydrates without the router. */
export const DOCUMENT_ENTRY = 'src/entry-document.tsx'

interface ManifestChunk {
  file: string
  /** The chunk's name: for the groups of vite.config.ts's `advancedChunks`, the group's. */
  name?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/** Reads Vite's `.vite/manifest.json` and collects the entry with its static imports (preloads) and CSS. */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>, base = '/'): ClientAssets {
  const router = entryAssets(manifest, CLIENT_ENTRY, base)
  // A build without the document entry (an older one) serves every page through the router.
  const document = manifest[DOCUMENT_ENTRY] ? entryAssets(manifest, DOCUMENT_ENTRY, base) : undefined
  return {
    ...router,
    ...(document
      ? {
          document: {
            scripts: document.scripts,
            preloads: document.preloads,
            steps: document.steps,
            contentPreloads: contentPreloads(manifest, DOCUMENT_ENTRY, new Set(document.preloads), base),
          },
        }
      : {}),
  }
}

/**
 * Per module the entry imports dynamically (a document page's content: the basket's, the account
 * overview's), that module's chunk and its static imports the entry does not preload already. The
 * page's entry loader preloads them with the entry (src/entry-loader.ts): then Vite's preload helper,
 * which looks for an existing `<link>` of each chunk before it appends one, appends nothing while
 * the entry runs, and the chunks are on their way before the entry asks for them.
 */
function contentPreloads(
  manifest: Record<string, ManifestChunk>,
  name: string,
  preloaded: ReadonlySet<string>,
  base: string,
): Record<string, string[]> {
  const byModule: Record<string, string[]> = {}
  for (const key of manifest[name]?.dynamicImports ?? []) {
    const chunk = manifest[key]
    if (!chunk) continue
    const files = new Set<string>([base + chunk.file])
    const visit = (imports: readonly string[] | undefined) => {
      for (const imported of imports ?? []) {
        const file = manifest[imported]?.file
        if (!file || files.has(base + file)) continue
        files.add(base + file)
        visit(manifest[imported]?.imports)
      }
    }
    visit(chunk.imports)
    byModule[key] = [...files].filter((file) => !preloaded.has(file))
  }
  return byModule
}

/**
 * The chunk groups of vite.config.ts the entry loader evaluates one task each before the entry
 * (src/entry-loader.ts): React with Lingui, TanStack Router, our shared shell. Evaluated with the
 * entry, they made one task right after the first paint, the longest of every page's load
 * (docs/performance.md, "The framework, the router and the shell evaluated apart").
 */
const EVALUATED_APART: ReadonlySet<string> = new Set(['framework', 'router', 'shell'])

/** The entry's chunks of EVALUATED_APART, each after the chunks it imports. */
function evaluationSteps(manifest: Record<string, ManifestChunk>, name: string, base: string): string[] {
  const steps: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    if (key !== name && chunk.name && EVALUATED_APART.has(chunk.name)) steps.push(base + chunk.file)
  }
  visit(name)
  return steps
}

/** One entry with its static imports (preloads), the chunks evaluated apart first, and CSS. */
function entryAssets(manifest: Record<string, ManifestChunk>, name: string, base: string): ClientAssets {
  const entry = manifest[name]
  if (!entry) throw new Error(`Vite manifest has no entry for ${name}; run the client build first`)
  const css = new Set<string>()
  const preloads = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string, chunk: ManifestChunk) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const file of chunk.css ?? []) css.add(base + file)
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name]
      if (!imported) continue
      preloads.add(base + imported.file)
      visit(name, imported)
    }
  }
  visit(name, entry)
  const steps = evaluationSteps(manifest, name, base)
  return {
    scripts: [{ src: base + entry.file }],
    css: [...css],
    preloads: [...preloads],
    ...(steps.length > 0 ? { steps } : {}),
  }
}

export async function loadClientAssets(clientDir: string): Promise<ClientAssets> {
  const raw = await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')
  return assetsFromManifest(JSON.parse(raw) as Record<string, ManifestChunk>)
}

/** Development: Vite serves the modules; the React refresh preamble must run before the entry. */
export const DEV_ASSETS: ClientAssets = {
  scripts: [
    {
      children: [
        "import { injectIntoGlobalHook } from '/@react-refresh'",
        'injectIntoGlobalHook(window)',
        'window.$RefreshReg$ = () => {}',
        'window.$RefreshSig$ = () => (type) => type',
      ].join('\n'),
    },
    { src: '/@vite/client' },
    { src: `/${CLIENT_ENTRY}` },
  ],
  css: [],
  preloads: [],
  // A document page also gets the router's scripts above (the preamble first); the router's entry
  // leaves such a page to this one (src/entry-client.tsx).
  document: { scripts: [{ src: `/${DOCUMENT_ENTRY}` }], preloads: [], contentPreloads: {} },
}
