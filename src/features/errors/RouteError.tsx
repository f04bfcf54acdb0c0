// The router's error and not-found components (src/router.tsx, src/routes/__root.tsx load them
// lazily): they pick the error page for what a route threw and read the page's address from the app
// context, like every component; the server has already sent the status that goes with the page.
import { useEffect } from 'react'
import { useApp } from '../../app/app-context.ts'
import { PRECONDITION_HINT_DELAY_MS } from '../../domain/constants.ts'
import { reloadOnceForChunkError } from './chunk-error.ts'
import { ErrorPage } from './ErrorPage.tsx'
import { classifyError, schedulePreconditionHint } from './status.ts'

/** What the router hands an error component that these pages read (its ErrorComponentProps). */
export interface RouteErrorProps {
  error: unknown
}

/** Route error boundary: picks the page for the error; the server already sent the same status. */
export function RouteError({ error }: RouteErrorProps) {
  const classified = classifyError(error)
  const path = usePublicPath()
  useEffect(() => {
    if (reloadOnceForChunkError(error, browserReloadEnvironment())) return
    if (classified.preconditionFailed) return schedulePreconditionHint(PRECONDITION_HINT_DELAY_MS)
    if (import.meta.env.DEV) console.error(error)
    return undefined
  }, [error, classified.preconditionFailed])
  return (
    <ErrorPage kind={classified.kind} status={classified.status} path={path} fatal={classified.validation} />
  )
}

/** Root error boundary: the layout is gone (its data failed), so this page brings its own landmark. */
export function RootError(props: RouteErrorProps) {
  return (
    <main className="site-main site-main--error">
      <RouteError {...props} />
    </main>
  )
}

/** Non-fatal 404: no route matched, or a loader said the entity does not exist. */
export function RouteNotFound() {
  return <ErrorPage kind="notFound" status={404} path={usePublicPath()} />
}

/** The path as the visitor typed it (with the locale prefix, without query). */
function usePublicPath(): string {
  return useApp().navigation.useLocation().publicPath
}

function browserReloadEnvironment() {
  return {
    now: () => Date.now(),
    storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
    reload: () => window.location.reload(),
  }
}
