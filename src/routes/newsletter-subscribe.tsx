import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { NewsletterConfirm } from '../features/newsletter/NewsletterConfirm.tsx'
import { confirmNewsletterLink } from './-loaders/newsletter.ts'
import { searchSchema } from './-lib/search-schema.ts'

const TITLE = msg`Newsletter subscription`

/**
 * The link of the newsletter's double opt-in mail: /newsletter-subscribe?em=<sha1 of e-mail>&hash=…
 * (Shopware's core.newsletter.subscribeUrl). The loader confirms on the server, so the page works
 * without JavaScript; a second visit confirms nothing new and says the same.
 */
export const Route = createFileRoute('/newsletter-subscribe')({
  validateSearch: searchSchema((raw): { em?: string; hash?: string } => ({
    ...(typeof raw.em === 'string' && raw.em ? { em: raw.em } : {}),
    ...(typeof raw.hash === 'string' && raw.hash ? { hash: raw.hash } : {}),
  })),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { api }, deps }) => confirmNewsletterLink(api, deps),
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.i18n._(TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: NewsletterSubscribeRoute,
})

function NewsletterSubscribeRoute() {
  const { i18n } = useLingui()
  return (
    <div className="newsletter-page">
      <h1>{i18n._(TITLE)}</h1>
      <NewsletterConfirm outcome={Route.useLoaderData()} />
    </div>
  )
}
