import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfileForms } from '../../features/account/ProfileForms.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadSalutations } from '../-loaders/account.ts'

export const Route = createFileRoute('/account/profile')({
  loader: ({ context }) => loadSalutations(context.api),
  staleTime: 5 * 60_000,
  head: ({ match }) => accountHead(match.context.i18n, TITLES.profile),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { i18n } = useLingui()
  const salutations = Route.useLoaderData()
  return (
    <AccountLayout title={i18n._(TITLES.profile)}>
      <ProfileForms salutations={salutations} />
    </AccountLayout>
  )
}
