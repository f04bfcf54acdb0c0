import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { island } from '../../components/island.tsx'
import { AccountOverview } from '../../features/account/AccountOverview.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { useCustomerEmail } from '../../features/account/session-hooks.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadOverviewAddresses } from '../-loaders/account.ts'
import { loadNewsletterStatus } from '../-loaders/newsletter.ts'

/**
 * The newsletter card's form (React Aria's button, a form machine with XState) loads when the
 * customer reaches for it, not with the page: its server HTML is the card until then, and a press
 * on its button meanwhile is held and replayed (src/components/island.tsx).
 */
const AccountNewsletter = island('account-newsletter', () =>
  import('../../features/account/AccountNewsletter.tsx').then((m) => m.AccountNewsletter),
)

export const Route = createFileRoute('/account/')({
  loader: async ({ context: { api } }) => {
    const [newsletter, addresses] = await Promise.all([loadNewsletterStatus(api), loadOverviewAddresses(api)])
    return { newsletter, addresses }
  },
  head: ({ match }) => accountHead(match.context.i18n, TITLES.overview),
  component: OverviewRoute,
})

function OverviewRoute() {
  const { i18n } = useLingui()
  return (
    <AccountLayout title={i18n._(TITLES.overview)}>
      <AccountOverview serverAddresses={Route.useLoaderData().addresses} />
      <NewsletterCard />
    </AccountLayout>
  )
}

/** Shown once the status and the customer are known (a failed status read leaves the card out). */
function NewsletterCard() {
  const status = Route.useLoaderData().newsletter
  const email = useCustomerEmail()
  return status && email ? <AccountNewsletter status={status} email={email} /> : null
}
