import { useLingui } from '@lingui/react/macro'
import type { CustomerAddress } from '../../domain/customer.ts'
import { Link } from '../../components/ui/Link.tsx'
import { useActor } from '../../system/hooks.ts'
import { AddressCard } from './AddressCard.tsx'
import { useSendOnce } from './session-hooks.ts'

const LOAD = { type: 'session.loadAddresses' } as const

/**
 * Personal data, default billing and shipping address, default payment method. The addresses are
 * the session actor's once it has read them (the address book changes them there); before that the
 * ones the server read for the first render. Only when the server could not read them does the page
 * ask the session for them: a reload right after the server's read would show the same list and
 * start the actor system (XState, the machines, the Store API client: about 60 KB gzip) while the
 * page hydrates.
 */
export function AccountOverview({
  serverAddresses = null,
}: {
  serverAddresses?: readonly CustomerAddress[] | null
}) {
  const { t } = useLingui()
  useSendOnce(serverAddresses ? null : LOAD, 'addresses')
  const customer = useActor('session', (view) => view.context.session?.customer ?? null)
  const payment = useActor('session', (view) => view.context.session?.paymentMethod?.name ?? null)
  const addresses = useActor('session', (view) => view.context.addresses) ?? serverAddresses
  if (!customer) return null
  const customerNumber = customer.customerNumber
  const billing = addresses?.find((address) => address.id === customer.defaultBillingAddressId)
  const shipping = addresses?.find((address) => address.id === customer.defaultShippingAddressId)
  return (
    <div className="account-columns">
      <section className="account-card" aria-labelledby="overview-personal">
        <h2 id="overview-personal">{t`Personal data`}</h2>
        <p>
          {customer.firstName} {customer.lastName}
          <br />
          {customer.email}
          <br />
          {t`Customer number: ${customerNumber}`}
        </p>
        <Link href="/account/profile">{t`Change personal data`}</Link>
      </section>
      <section className="account-card" aria-labelledby="overview-payment">
        <h2 id="overview-payment">{t`Default payment method`}</h2>
        <p>{payment ?? '—'}</p>
        <Link href="/account/payment">{t`Change payment method`}</Link>
      </section>
      <section className="account-card" aria-labelledby="overview-billing" aria-busy={addresses === null}>
        <h2 id="overview-billing">{t`Default billing address`}</h2>
        {billing ? <AddressCard address={billing} /> : null}
        <Link href="/account/address">{t`Change addresses`}</Link>
      </section>
      <section className="account-card" aria-labelledby="overview-shipping" aria-busy={addresses === null}>
        <h2 id="overview-shipping">{t`Default shipping address`}</h2>
        {shipping ? <AddressCard address={shipping} /> : null}
        <Link href="/account/address">{t`Change addresses`}</Link>
      </section>
    </div>
  )
}
