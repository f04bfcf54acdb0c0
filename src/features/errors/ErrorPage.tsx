// The error pages (404, 408, 500, 502, 503 and maintenance) as the route error components and the
// server's error render show them, in the page's locale.
import { Trans, useLingui } from '@lingui/react/macro'
import { useApp } from '../../app/app-context.ts'
import type { ErrorKind } from './status.ts'

export interface ErrorPageProps {
  kind: ErrorKind
  status: number
  /** The requested path, for 404s. */
  path?: string
  /** Fatal not-found (route validation) uses Shopware's capitalised wording. */
  fatal?: boolean
}

/**
 * Error page: status code, a message in the page's locale and a way home. Rendered inside the
 * layout's <main> for route errors; the root error boundary adds its own <main> (no layout then).
 */
export function ErrorPage({ kind, status, path = '', fatal = false }: ErrorPageProps) {
  const { t } = useLingui()
  const { navigation } = useApp()
  if (kind === 'maintenance') return <MaintenancePage />
  const messages: Record<Exclude<ErrorKind, 'maintenance'>, string> = {
    notFound: fatal ? t`Page Not Found: ${path}` : t`Page not found: ${path}`,
    timeout: t`The shop is taking too long to answer. Please try again in a moment.`,
    server: t`Something went wrong on our side. Please try again later.`,
    badGateway: t`The shop cannot be reached right now. Please try again in a moment.`,
    unavailable: t`The shop is temporarily unavailable. Please try again later.`,
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        <span className="visually-hidden">
          <Trans>Error {status}:</Trans>{' '}
        </span>
        {messages[kind]}
      </h1>
      <p>
        <navigation.Link href="/" className="error-page__home">
          <Trans>Back to the home page</Trans>
        </navigation.Link>
      </p>
    </section>
  )
}

/** Shown for a 503 while the sales channel is in maintenance mode. */
export function MaintenancePage() {
  return (
    <section className="error-page error-page--maintenance" aria-labelledby="maintenance-title">
      <p className="error-page__status" aria-hidden="true">
        503
      </p>
      <h1 id="maintenance-title" className="error-page__title">
        <Trans>We are carrying out maintenance</Trans>
      </h1>
      <p>
        <Trans>Our shop is being updated and will be back shortly. Thank you for your patience.</Trans>
      </p>
    </section>
  )
}
