import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type CartHints as Hints, progressRatio } from '../../domain/cart.ts'
import { usePriceFormatter } from '../product/usePriceFormatter.ts'

function Progress({ label, threshold, remaining }: { label: string; threshold: number; remaining: number }) {
  const id = useId()
  const ratio = progressRatio(threshold, remaining)
  return (
    <>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      <progress
        className="cart-hint__progress"
        aria-labelledby={id}
        max={100}
        value={Math.round(ratio * 100)}
      />
    </>
  )
}

/**
 * Remaining amounts to free shipping and to the next premium gift, as the back end calculated them
 * (a Store API without hints shows none).
 */
export function CartHints({ hints }: { hints: Hints | null }) {
  const { t } = useLingui()
  const format = usePriceFormatter()
  if (!hints) return null
  const { freeShipping, nextGift, giftLevels, pendingPromotionCodes, excludedPromotionCodes } = hints
  const unlocked = giftLevels.filter((level) => level.unlocked).length
  const levels = giftLevels.length
  const shippingRemaining = freeShipping ? format(freeShipping.remaining) : ''
  const shippingThreshold = freeShipping ? format(freeShipping.threshold) : ''
  const giftRemaining = nextGift ? format(nextGift.remaining) : ''
  const giftThreshold = nextGift ? format(nextGift.threshold) : ''
  return (
    <div className="cart-hints" aria-live="polite">
      {freeShipping ? (
        <div
          className="cart-hint"
          data-testid="free-shipping-hint"
          data-reached={freeShipping.reached ? '' : undefined}
        >
          {freeShipping.reached ? (
            <p>
              <Trans>Your order ships free of charge.</Trans>
            </p>
          ) : (
            <p>{t`Only ${shippingRemaining} left until free shipping (from ${shippingThreshold}).`}</p>
          )}
          <Progress
            label={t`Progress toward free shipping`}
            threshold={freeShipping.threshold}
            remaining={freeShipping.remaining}
          />
        </div>
      ) : null}
      {nextGift ? (
        <div className="cart-hint" data-testid="gift-hint">
          <p>{t`Add ${giftRemaining} more to receive a premium gift (from ${giftThreshold}).`}</p>
          <Progress
            label={t`Progress toward the next premium gift`}
            threshold={nextGift.threshold}
            remaining={nextGift.remaining}
          />
        </div>
      ) : giftLevels.length > 0 ? (
        <p className="cart-hint" data-testid="gift-hint">
          <Trans>You have unlocked every premium gift.</Trans>
        </p>
      ) : null}
      {unlocked > 0 && nextGift ? (
        <p className="cart-hint__note">{t`Premium gifts unlocked: ${unlocked} of ${levels}`}</p>
      ) : null}
      {pendingPromotionCodes.map((code) => (
        <p key={code} className="cart-hint cart-hint--info" data-testid="pending-code">
          {t`The promo code ${code} is saved and applies automatically once your cart meets its conditions.`}
        </p>
      ))}
      {/* Not "once your cart meets its conditions": no amount makes it apply beside the other. */}
      {excludedPromotionCodes.map((code) => (
        <p key={code} className="cart-hint cart-hint--info" data-testid="excluded-code">
          {t`The promo code ${code} cannot be combined with the other promotions in your cart. It stays saved and applies if you remove them.`}
        </p>
      ))}
    </div>
  )
}
