import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Disclosure } from '../components/ui/Disclosure.tsx'
import { Link } from '../components/ui/Link.tsx'

const TITLE = msg`Powered by Shopware`
const DESCRIPTION = msg`How this shop works: a fast storefront talking to Shopware's Store API, embedded or external.`

/**
 * The page named for the platform (/shopware). Which mode runs is decided by the server's
 * configuration (STORE_API_ENDPOINT + STORE_API_ACCESS_KEY → external, neither → embedded) and
 * reaches the page through the router context; both modes are explained, the active one first.
 */
export const Route = createFileRoute('/shopware')({
  head: ({ match }) => ({
    meta: [
      { title: match.context.i18n._(TITLE) },
      { name: 'description', content: match.context.i18n._(DESCRIPTION) },
    ],
  }),
  component: ShopwarePage,
})

function ShopwarePage() {
  const { t } = useLingui()
  const { storeApiMode } = Route.useRouteContext()
  const embedded = storeApiMode === 'embedded'
  return (
    <article className="page">
      <h1>{t(TITLE)}</h1>
      <p className="lead">
        <Trans>
          This shop is a headless storefront: every product, price, cart and order comes from Shopware's Store
          API. Prices, taxes and shipping are always calculated by the shop system, never in your browser.
        </Trans>
      </p>
      <h2>{t`Two ways to run`}</h2>
      <p className="shopware-mode" data-mode={storeApiMode}>
        <strong>
          {embedded
            ? t`This server runs in embedded mode: its own Store-API-compatible back end.`
            : t`This server runs in external mode: it is connected to a Shopware 6 instance.`}
        </strong>
      </p>
      <Disclosure title={t`Embedded mode`} level={3} defaultExpanded={embedded}>
        <p>
          <Trans>
            Without any configuration the storefront starts its own Store-API-compatible back end in the same
            process, with a complete garden furniture catalogue in a local database. Ideal for development and
            demonstrations.
          </Trans>
        </p>
      </Disclosure>
      <Disclosure title={t`External mode`} level={3} defaultExpanded={!embedded}>
        <p>
          <Trans>
            With an API endpoint and an access key configured, the storefront talks to a real Shopware 6
            instance instead. Only the configuration changes, not the storefront.
          </Trans>
        </p>
      </Disclosure>
      <h2>{t`Your session`}</h2>
      <p>
        <Trans>
          Your browser only talks to this website. It forwards requests to the Store API and keeps your
          session in a secure cookie that scripts cannot read.
        </Trans>
      </p>
      <p>
        <Link href="/" variant="button">
          {t`Back to the shop`}
        </Link>
      </p>
    </article>
  )
}
