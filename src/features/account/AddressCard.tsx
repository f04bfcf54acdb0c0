import { useLingui } from '@lingui/react/macro'
import type { CustomerAddress, OrderAddress } from '../../domain/customer.ts'

/** An address as a postal block. */
export function AddressCard({ address }: { address: CustomerAddress | OrderAddress }) {
  const { t } = useLingui()
  const state = 'countryStateName' in address ? address.countryStateName : null
  // One message with its colon: French sets a narrow no-break space before it.
  const phone = 'phoneNumber' in address ? address.phoneNumber : null
  return (
    <address className="account-address">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {'additionalAddressLine1' in address && address.additionalAddressLine1 ? (
        <>
          {address.additionalAddressLine1}
          <br />
        </>
      ) : null}
      {address.zipcode} {address.city}
      <br />
      {[state, address.countryName].filter(Boolean).join(', ')}
      {phone ? (
        <>
          <br />
          {t`Phone: ${phone}`}
        </>
      ) : null}
    </address>
  )
}
