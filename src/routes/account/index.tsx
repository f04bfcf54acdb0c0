import { createFileRoute } from '@tanstack/react-router'
import { AccountOverviewPage } from '../../features/account/AccountOverviewPage.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { loadOverviewAddresses } from '../-loaders/account.ts'
import { loadNewsletterStatus } from '../-loaders/newsletter.ts'

/**
 * The account overview. Served as a document page (src/app/document-page.tsx): the router loads it
 * on the server, the browser hydrates it without the router; a client-side navigation of a router
 * page (after the login) renders it through this route.
 */
export const Route = createFileRoute('/account/')({
  loader: async ({ context: { api } }) => {
    const [newsletter, addresses] = await Promise.all([loadNewsletterStatus(api), loadOverviewAddresses(api)])
    return { newsletter, addresses }
  },
  head: ({ match }) => accountHead(match.context.i18n, TITLES.overview),
  component: OverviewRoute,
})

function OverviewRoute() {
  const { newsletter, addresses } = Route.useLoaderData()
  return <AccountOverviewPage newsletter={newsletter} addresses={addresses} />
}
