import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

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
