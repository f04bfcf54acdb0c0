import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { documentHasHydrated } from '../../components/island.tsx'

// Set up for every storefront test file (vitest.config.ts, setupFiles). Vitest runs without
// globals, so Testing Library cannot register its own cleanup; and the files of a worker share their
// modules and document, so a hook registered when a helper module is first imported would run for
// that one file only. Registered here, it runs after every test of every file.
// Files that run in Node (`@vitest-environment node`) have no document to clean.
afterEach(() => {
  if (typeof document === 'undefined') return
  cleanup()
  document.body.replaceChildren()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// Component tests render in the browser, as a page does after it has hydrated: say so before any
// test, so the early-input holder (island.tsx), which keeps its state in the module and listens on
// the window the files of a worker share, never holds a later file's clicks and submits as input
// given before hydration. The holder's own tests run isolated, without this file.
beforeAll(() => {
  if (typeof document !== 'undefined') documentHasHydrated()
})
