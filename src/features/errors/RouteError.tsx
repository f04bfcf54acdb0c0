import { type ErrorComponentProps, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PRECONDITION_HINT_DELAY_MS } from '../../domain/constants.ts'
import { reloadOnceForChunkError } from './chunk-error.ts'
import { ErrorPage } from './ErrorPage.tsx'
import { classifyError, schedulePreconditionHint } from './status.ts'

/** Route error boundary: picks the page for the error; the server already sent the same status. */
export function RouteError({ error }: ErrorComponentProps) {
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
export function RootError(props: ErrorComponentProps) {
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
  return useLocation({ select: (location) => location.publicHref.split(/[?#]/)[0] ?? '/' })
}

function browserReloadEnvironment() {
  return {
    now: () => Date.now(),
    storage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
    reload: () => window.location.reload(),
  }
}
