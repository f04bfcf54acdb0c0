import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Country } from '../../domain/types.ts'
import { useActor, useSend } from '../../system/hooks.ts'

/**
 * Country for the shipping cost estimate: a PATCH of the context country (session actor), after
 * which the session tells the cart to refresh (prices, taxes and shipping follow the country).
 */
export function ShippingCountrySelect({ countries }: { countries: Country[] }) {
  const { t } = useLingui()
  const id = useId()
  const countryId = useActor('session', (s) => s.context.session?.countryId ?? '')
  const busy = useActor('session', (s) => s.context.operation === 'setCountry')
  const send = useSend('session')
  const options = countries.filter((country) => country.shippingAvailable)
  if (options.length === 0) return null
  return (
    <div className="cart-country ui-field">
      <label htmlFor={id} className="ui-field__label">
        {t`Shipping to`}
      </label>
      <select
        id={id}
        className="ui-input cart-country__select"
        value={countryId}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => send({ type: 'session.setCountry', id: event.target.value })}
      >
        {options.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  )
}
