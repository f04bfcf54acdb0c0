import { IslandData } from '../components/island-data.ts'
import type { DehydratedAppState } from '../router-context.ts'
import type { DocumentMatch } from './document-page.tsx'

/**
 * What a document page (./document-page.tsx) hydrates from, carried in the page as a JSON data block
 * the server writes (`<script type="application/json" id="document-data">`) and the browser reads
 * before it hydrates (src/entry-document.tsx). The router's pages carry the router's own dehydrated
 * data; a document page hydrates without the router, so it carries only what it reads, in a format
 * of our own: no other library's globals or wire format to depend on.
 *
 * Island data stays on the server (the island loads its own when it hydrates, see
 * src/components/island-data.ts): it is written as an empty box and read back as
 * `IslandData.missing()`. Heads are left out: the browser keeps the document's `<head>`.
 */
export interface DocumentPageData {
  state: DehydratedAppState
  /** Loader data of the root route. */
  root: unknown
  /** Loader data of the page's route. */
  leaf: unknown
  /** The page's route match (its path parameters and validated query). */
  match: DocumentMatch
}

export const DOCUMENT_DATA_ID = 'document-data'

/** How an IslandData is written: an empty box. */
const ISLAND_BOX = '$island'

function replace(_key: string, value: unknown): unknown {
  return value instanceof IslandData ? { [ISLAND_BOX]: 0 } : value
}

/** Loader data without its head: the document's <head> carries it (src/features/seo/head-serialization.ts). */
function withoutHead(loaderData: unknown): unknown {
  if (typeof loaderData !== 'object' || loaderData === null || !('head' in loaderData)) return loaderData
  const { head: _head, ...rest } = loaderData
  return rest
}

function revive(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && ISLAND_BOX in value && Object.keys(value).length === 1) {
    return IslandData.missing<unknown>()
  }
  return value
}

/**
 * Server: the data block's text. `<` is escaped (`\u003c`, the same character to JSON.parse), so no
 * value can close the script element or open a comment in it.
 */
export function documentDataText(data: DocumentPageData): string {
  const page = {
    state: data.state,
    root: withoutHead(data.root),
    leaf: withoutHead(data.leaf),
    match: data.match,
  }
  return JSON.stringify(page, replace).replace(/</g, '\\u003c')
}

function isDocumentPageData(value: unknown): value is DocumentPageData {
  if (typeof value !== 'object' || value === null) return false
  const { state, match } = value as { state?: unknown; match?: unknown }
  return (
    typeof state === 'object' &&
    state !== null &&
    'views' in state &&
    typeof match === 'object' &&
    match !== null &&
    'params' in match &&
    'search' in match
  )
}

/**
 * Browser: reads the page's data block and removes it (React hydrates `<body>` without it), or null
 * when the page has none or it cannot be read.
 */
export function readDocumentData(document: Document): DocumentPageData | null {
  const script = document.getElementById(DOCUMENT_DATA_ID)
  if (script?.tagName !== 'SCRIPT') return null
  script.remove()
  try {
    const value: unknown = JSON.parse(script.textContent ?? '', revive)
    return isDocumentPageData(value) ? value : null
  } catch {
    return null
  }
}
