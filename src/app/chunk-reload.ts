// Browser boot: a page whose lazily loaded chunk is gone (a new deploy) reloads once to fetch the
// new build; the rule and its guard are ../features/errors/chunk-error.ts.
import { type ReloadEnvironment, reloadOnceForChunkError } from '../features/errors/chunk-error.ts'

/** Browser wiring: Vite's preload failures and unhandled chunk rejections trigger the guarded reload. */
export function installChunkReload(win: Window): void {
  const env: ReloadEnvironment = {
    now: () => Date.now(),
    storage: (() => {
      try {
        return win.sessionStorage
      } catch {
        return undefined
      }
    })(),
    reload: () => win.location.reload(),
  }
  win.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    if (reloadOnceForChunkError(payload, env)) event.preventDefault()
  })
  win.addEventListener('unhandledrejection', (event) => {
    reloadOnceForChunkError(event.reason, env)
  })
}
