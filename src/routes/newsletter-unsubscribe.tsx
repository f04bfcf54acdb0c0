import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { NewsletterUnsubscribe } from '../features/newsletter/NewsletterUnsubscribe.tsx'
import { searchSchema } from './-lib/search-schema.ts'

const TITLE = msg`Unsubscribe from the newsletter`

/** The unsubscribe link of every newsletter mail: /newsletter-unsubscribe?email=… */
export const Route = createFileRoute('/newsletter-unsubscribe')({
  validateSearch: searchSchema((raw): { email?: string } =>
    typeof raw.email === 'string' && raw.email.length <= 254 ? { email: raw.email } : {},
  ),
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.i18n._(TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: NewsletterUnsubscribeRoute,
})

function NewsletterUnsubscribeRoute() {
  const { i18n } = useLingui()
  const { email = '' } = Route.useSearch()
  return (
    <div className="newsletter-page">
      <h1>{i18n._(TITLE)}</h1>
      <NewsletterUnsubscribe email={email} />
    </div>
  )
}
