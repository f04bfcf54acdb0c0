import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { type PostalAddress, postalLines } from '../../domain/address.ts'

/**
 * An address as a postal block: the one rendering of every address the storefront shows (address
 * book, checkout, success page, order pages), so a part such as the additional line or the state
 * cannot go missing on one of them.
 */
export function AddressCard({ address }: { address: PostalAddress & { phoneNumber?: string | null } }) {
  const { t } = useLingui()
  // One message with its colon: French sets a narrow no-break space before it.
  const phone = address.phoneNumber
  return (
    <address className="account-address">
      {postalLines(address).map((line, index) => (
        // Lines are positional (two may read the same), so the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
      {phone ? (
        <>
          <br />
          {t`Phone: ${phone}`}
        </>
      ) : null}
    </address>
  )
}
