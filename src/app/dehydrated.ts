import { IslandData } from '../components/island-data.ts'
import type { DehydratedAppState } from '../router-context.ts'

/**
 * The router's dehydrated data, read on a document page without the router (src/entry-document.tsx).
 * The server writes it as TanStack Router's SSR scripts always do: they queue functions on
 * `window.$_TSR` that build the data once the client has registered the serialization adapters by
 * key (`$_TSR.t`). This is what the router's own `hydrate` does first (router-core's load-client.ts);
 * the data is then plain objects. `src/app/dehydrated.test.ts` holds this to the router's output,
 * so an upgrade that changes the protocol fails there, not in a shopper's browser.
 */

interface DehydratedMatch {
  /** The match id. */
  i: string
  /** Status: `success`, `error`, … */
  s: string
  /** Loader data. */
  l?: unknown
}

interface TsrGlobal {
  t?: Map<string, (value: unknown) => unknown>
  buffer: Array<() => void>
  initialized?: boolean
  router?: { matches: DehydratedMatch[]; dehydratedData?: DehydratedAppState }
  h: () => void
}

declare global {
  interface Window {
    $_TSR?: unknown
  }
}

/** What a document page hydrates from. */
export interface DehydratedPage {
  state: DehydratedAppState
  /** Loader data of the root route, then of the page's route. */
  root: unknown
  leaf: unknown
}

/**
 * The values of the app's serialization adapters (src/router.tsx) as a document page needs them:
 * island data stays on the server (the island loads its own); the head is not read (the document
 * keeps its `<head>`); an error is the page's plain value (a document page has none).
 */
const FROM_SERIALIZED: Record<string, (value: unknown) => unknown> = {
  'island-data': () => IslandData.missing<unknown>(),
  head: () => null,
}

function isTsr(value: unknown): value is TsrGlobal {
  return typeof value === 'object' && value !== null && Array.isArray((value as TsrGlobal).buffer)
}

/** Reads the page's dehydrated data (once: the router's globals are released after). */
export function readDehydratedPage(target: Window): DehydratedPage | null {
  const tsr = target.$_TSR
  if (!isTsr(tsr)) return null
  // Any other key (an error) keeps its serialized value: `get` is all the scripts call.
  const lookup = { get: (key: string) => FROM_SERIALIZED[key] ?? ((value: unknown) => value) }
  tsr.t = lookup as unknown as Map<string, (value: unknown) => unknown>
  for (const script of tsr.buffer) script()
  tsr.buffer.length = 0
  tsr.initialized = true
  const router = tsr.router
  const state = router?.dehydratedData
  const matches = router?.matches ?? []
  // Hydrated: the router's scripts may now release their globals.
  tsr.h()
  if (!state || matches.length === 0 || matches.some((match) => match.s !== 'success')) return null
  return { state, root: matches[0]?.l, leaf: matches[matches.length - 1]?.l }
}
