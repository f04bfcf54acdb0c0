import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountOverview } from '../../features/account/AccountOverview.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'

export const Route = createFileRoute('/account/')({
  head: ({ match }) => accountHead(match.context.i18n, TITLES.overview),
  component: OverviewRoute,
})

function OverviewRoute() {
  const { i18n } = useLingui()
  return (
    <AccountLayout title={i18n._(TITLES.overview)}>
      <AccountOverview />
    </AccountLayout>
  )
}
