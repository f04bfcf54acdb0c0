import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { Radio, RadioGroup } from '../../components/ui/RadioGroup.tsx'
import type { PaymentMethod } from '../../domain/types.ts'
import { useActor, useSend } from '../../system/hooks.ts'

/** The customer's default payment method (Shopware 6.7: the last used one), chosen from the list. */
export function PaymentMethodForm({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useLingui()
  const send = useSend('session')
  const current = useActor(
    'session',
    (view) =>
      view.context.session?.customer?.lastPaymentMethodId ?? view.context.session?.paymentMethod?.id ?? null,
  )
  const [selected, setSelected] = useState<string | null>(null)
  const value = selected ?? current ?? ''
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (value) send({ type: 'session.account', command: { kind: 'changePaymentMethod', id: value } })
  }
  return (
    <Form onSubmit={onSubmit} className="account-form">
      <RadioGroup label={t`Default payment method`} value={value} onChange={setSelected} isRequired>
        {methods.map((method) => (
          <Radio key={method.id} value={method.id}>
            <strong>{method.name}</strong>
            {method.description ? <span className="account-muted"> – {method.description}</span> : null}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" isDisabled={!value}>
        {t`Change payment method`}
      </Button>
    </Form>
  )
}
