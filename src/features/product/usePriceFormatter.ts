import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatPrice } from '../../domain/money.ts'
import { useActor } from '../../system/hooks.ts'

/** Default currency of the seeded sales channel, used until the session context has loaded. */
const FALLBACK_CURRENCY = 'EUR'

/** Formats Store API amounts in the context currency and the page's locale. */
export function usePriceFormatter(): (amount: number) => string {
  const { i18n } = useLingui()
  const currency =
    useActor('session', (snapshot) => snapshot.context.session?.currency.isoCode) ?? FALLBACK_CURRENCY
  const locale = i18n.locale
  return useCallback((amount: number) => formatPrice(amount, { currency, locale }), [currency, locale])
}
