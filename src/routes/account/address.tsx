import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AddressBook } from '../../features/account/AddressBook.tsx'
import { accountHead } from '../../features/account/route-head.ts'
import { TITLES } from '../../features/account/titles.ts'
import { AccountLayout } from '../../features/layout/AccountLayout.tsx'
import { loadAddressForms } from '../-loaders/account.ts'

/** The address book; the addresses themselves live in the session actor (Store API list-address). */
export const Route = createFileRoute('/account/address')({
  loader: ({ context }) => loadAddressForms(context.api),
  staleTime: 5 * 60_000,
  head: ({ match }) => accountHead(match.context.i18n, TITLES.addresses),
  component: AddressRoute,
})

function AddressRoute() {
  const { i18n } = useLingui()
  const { countries, salutations } = Route.useLoaderData()
  return (
    <AccountLayout title={i18n._(TITLES.addresses)}>
      <AddressBook countries={countries} salutations={salutations} />
    </AccountLayout>
  )
}
