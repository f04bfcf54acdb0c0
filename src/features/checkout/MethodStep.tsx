import { NativeFormField } from '../../components/native-form.tsx'
import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup.tsx'
import type { PaymentMethod, ShippingMethod } from '../../domain/types.ts'
import { PaymentNextStep } from './PaymentNextStep.tsx'

export interface MethodStepProps<M extends PaymentMethod | ShippingMethod> {
  kind: M extends PaymentMethod ? 'payment' : 'shipping'
  methods: readonly M[]
  /** The method the context has now (preselected). */
  selectedId: string | null
  busy: boolean
  invoiceDueDays: number | null
  onChoose: (id: string) => void
  /** The button's text (default: continue to the next step). */
  submitLabel?: string
  /** The group's label (default: shipping or payment method). */
  label?: string
}

/** Apple Pay needs the browser's Apple Pay (Safari on Apple hardware); elsewhere it is not offered. */
function useApplePayAvailable(): boolean {
  const [available, setAvailable] = useState(false)
  useEffect(() => {
    const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession
    try {
      setAvailable(Boolean(session?.canMakePayments?.()))
    } catch {
      // Safari throws outside a secure context: then there is no Apple Pay either.
      setAvailable(false)
    }
  }, [])
  return available
}

const APPLE_PAY = 'payment_apple_pay'

/**
 * One choice among the shipping or payment methods the shop offers for this cart and address
 * (the list is the Store API's `onlyAvailable` one). A payment method says what happens after
 * the order button; the choice is saved (PATCH /context) when the shopper continues.
 */
export function MethodStep<M extends PaymentMethod | ShippingMethod>({
  kind,
  methods,
  selectedId,
  busy,
  invoiceDueDays,
  onChoose,
  submitLabel,
  label,
}: MethodStepProps<M>) {
  const { t } = useLingui()
  const applePay = useApplePayAvailable()
  const offered = methods.filter((method) => method.technicalName !== APPLE_PAY || applePay)
  const initial = offered.some((method) => method.id === selectedId) ? selectedId : (offered[0]?.id ?? null)
  const [chosen, setChosen] = useState<string | null>(initial)
  const current = offered.some((method) => method.id === chosen) ? chosen : initial
  const title = label ?? (kind === 'payment' ? t`Payment method` : t`Shipping method`)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (current) onChoose(current)
  }

  if (offered.length === 0) {
    return (
      <Alert className="checkout-alert">
        {kind === 'payment'
          ? t`No payment method is available for this order. Please change the address or contact us.`
          : t`No shipping method can deliver this order to the chosen address. Please change the address or contact us.`}
      </Alert>
    )
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="checkout-form" aria-label={title}>
      <NativeFormField form="checkout" />
      <RadioGroup
        label={title}
        name={`${kind}MethodId`}
        value={current}
        onChange={setChosen}
        isRequired
        className="checkout-methods"
      >
        {offered.map((method) => (
          <Radio key={method.id} value={method.id} className="checkout-method">
            <span className="checkout-method__name">{method.name}</span>
            {'deliveryTime' in method && method.deliveryTime ? (
              <DeliveryTime time={method.deliveryTime} />
            ) : null}
            {method.description ? <span className="checkout-method__note">{method.description}</span> : null}
            {kind === 'payment' ? (
              <span className="checkout-method__next">
                <PaymentNextStep technicalName={method.technicalName} invoiceDueDays={invoiceDueDays} />
              </span>
            ) : null}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" isDisabled={busy || !current}>
        {busy ? t`Saving…` : (submitLabel ?? t`Continue`)}
      </Button>
    </Form>
  )
}

function DeliveryTime({ time }: { time: string }) {
  const { t } = useLingui()
  return <span className="checkout-method__note">{t`Delivery time: ${time}`}</span>
}
