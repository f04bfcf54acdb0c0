import { useLingui } from '@lingui/react/macro'
import type { CheckoutStep } from '../../domain/checkout.ts'
import { useActor } from '../../system/hooks.ts'
import { cartStateKind } from '../../domain/cart-state.ts'

/** The steps as a list; the current one is marked for screen readers (aria-current="step"). */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const { t } = useLingui()
  const virtual = useActor('cart', (view) => cartStateKind(view.context.display) === 'virtual')
  const steps: { step: CheckoutStep; label: string }[] = [
    { step: 'who', label: t`Your details` },
    { step: 'addresses', label: t`Addresses` },
    ...(virtual ? [] : [{ step: 'shipping' as const, label: t`Shipping` }]),
    { step: 'payment', label: t`Payment` },
    { step: 'confirm', label: t`Check and order` },
  ]
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="checkout-steps">
        {steps.map(({ step, label }) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  )
}
