import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { NativeButton } from '../../components/ui/NativeButton.tsx'
import type { CartLineItem } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'
import { useSend } from '../../system/hooks.ts'

/** Applied promotions (with remove for codes) and the promo code field. */
export function PromotionCodes({ promotions }: { promotions: CartLineItem[] }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  const send = useSend('cart')
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (!trimmed) {
      setError(t`Please enter a promo code.`)
      return
    }
    setError(null)
    send({ type: 'cart.addPromotion', code: trimmed })
    setCode('')
  }
  return (
    <section className="cart-promotions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-promotions__title">
        {t`Promo codes`}
      </h2>
      {promotions.length > 0 ? (
        <ul className="cart-promotions__list">
          {promotions.map((item) => (
            <li
              key={item.id}
              className="cart-promotion"
              data-testid="cart-promotion"
              data-pending={item.pending ? '' : undefined}
            >
              <span className="cart-promotion__label">
                {item.label}
                {item.promotionCode && item.promotionCode !== item.label ? ` (${item.promotionCode})` : null}
              </span>
              <span className="cart-promotion__amount">
                {item.price && !item.pending ? format(item.price.totalPrice) : t`Updating…`}
              </span>
              {item.removable && !item.pending ? (
                <NativeButton
                  variant="quiet"
                  onClick={() => send({ type: 'cart.removePromotion', lineItemId: item.id })}
                >
                  {t`Remove`}
                  <span className="visually-hidden"> {item.label}</span>
                </NativeButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="cart-promotions__form" method="post" onSubmit={submit} noValidate>
        <NativeFormField form="promotion" />
        <label htmlFor={`${id}-code`} className="ui-field__label">
          {t`Promo code`}
        </label>
        <div className="cart-promotions__row">
          <input
            id={`${id}-code`}
            name="promotionCode"
            className="ui-input"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="ui-button" data-variant="secondary">
            {t`Apply`}
          </button>
        </div>
        {error ? (
          <Alert id={`${id}-error`} className="ui-field__error">
            {error}
          </Alert>
        ) : null}
      </form>
    </section>
  )
}
