/**
 * The client build's id, derived from its content: the router entry's chunk file name
 * (src/entry-client.tsx; the document pages' entry, src/entry-document.tsx, has no use for it: every
 * navigation from a document page is a page load). Rolldown names every chunk by a hash of its
 * content, and every chunk and stylesheet the router's pages use is reachable from that entry
 * through imports that spell the file names out, so a change anywhere in them renames its
 * importers up to the entry. Two builds of the same sources therefore get the same id (replicas
 * built separately serve each other's pages), and a real deploy gets a new one (the chunk-reload
 * guard compares it). The browser knows its own id from its entry module's URL.
 */
export interface BundleFile {
  fileName: string
  type: 'chunk' | 'asset'
  isEntry?: boolean
}

const ROUTER_ENTRY = /^assets\/entry-client-[^/]+\.js$/

export function buildIdOf(files: Iterable<BundleFile>): string {
  const entries = [...files].filter(
    (file) => file.type === 'chunk' && file.isEntry && ROUTER_ENTRY.test(file.fileName),
  )
  const [entry] = entries
  // More than one would make the id depend on which one is picked: fail the build instead.
  if (!entry || entries.length > 1) {
    throw new Error(`The client build needs exactly one router entry chunk, found ${entries.length}`)
  }
  return entry.fileName
}

/** The id a page's entry module derives from its own URL (`…/assets/entry-client-<hash>.js`). */
export function buildIdFromModuleUrl(moduleUrl: string): string {
  return new URL(moduleUrl).pathname.replace(/^\//, '')
}
