import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { TextArea } from '../../components/ui/TextArea.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { OrderRequest, WithdrawalInput } from '../../domain/orders.ts'
import { useOrderAction } from '../../system/order-actions.ts'
import { fieldMessages, formChecks } from '../cms/form-messages.ts'
import { orderActionText } from './order-messages.ts'
import { WithdrawalReceiptView } from './WithdrawalReceipt.tsx'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'
import { useApp } from '../../app/app-context.ts'

const text = (data: FormData, name: string): string => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

function withdrawalInput(data: FormData): WithdrawalInput {
  return {
    orderNumber: text(data, 'orderNumber').trim(),
    email: text(data, 'email').trim(),
    lineItemIds: [],
    itemsDescription: text(data, 'itemsDescription').trim(),
    comment: text(data, 'comment').trim(),
  }
}

/**
 * The electronic withdrawal form (no login): the order by its number and e-mail address, which
 * items (optional, the whole order otherwise) and a message. On success the receipt with the date
 * and time replaces the form and takes the focus; the same arrives by e-mail.
 */
export function WithdrawalForm({ orderNumber }: { orderNumber?: string }) {
  const { t, i18n } = useLingui()
  const { api } = useApp()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const [state, send] = useOrderAction(api)
  const { failure, request, result } = state.context
  const last: Partial<WithdrawalInput> = request?.kind === 'withdraw' ? request.input : {}

  if (state.matches('done') && result?.kind === 'withdrawn') {
    return <WithdrawalReceiptView receipt={result.receipt} onAnother={() => send({ type: 'order.edit' })} />
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = withdrawalInput(new FormData(event.currentTarget))
    const submitted: OrderRequest = { kind: 'withdraw', input }
    send({ type: 'order.submit', request: submitted })
  }
  const alert = orderActionText(i18n, failure)
  const formFailure = failure?.kind === 'refused' ? null : failure
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      validationErrors={fieldMessages(i18n, formFailure, 1)}
      className="withdrawal-form"
      aria-labelledby="withdrawal-form-title"
      data-testid="withdrawal-form"
    >
      <h2 id="withdrawal-form-title">{t`Declare your withdrawal`}</h2>
      <NativeFormField form="withdrawal" />
      {alert ? (
        <Alert className="account-alert" tone="danger">
          {alert}
        </Alert>
      ) : null}
      <TextField
        name="orderNumber"
        label={t`Order number`}
        description={t`You find it in your order confirmation.`}
        isRequired
        validate={checks.required}
        defaultValue={last.orderNumber ?? orderNumber}
        onChange={() => send({ type: 'order.edit' })}
      />
      <TextField
        name="email"
        type="email"
        label={t`E-mail address used for the order`}
        autoComplete="email"
        isRequired
        validate={checks.email}
        defaultValue={last.email}
        onChange={() => send({ type: 'order.edit' })}
      />
      <TextArea
        name="itemsDescription"
        label={t`Which items? (optional)`}
        description={t`Leave empty to withdraw from the whole order.`}
        rows={3}
        defaultValue={last.itemsDescription}
      />
      <TextArea name="comment" label={t`Message (optional)`} rows={4} defaultValue={last.comment} />
      <Button type="submit" isDisabled={state.matches('submitting')}>
        {t`Send withdrawal`}
      </Button>
      <CaptchaNotice />
    </Form>
  )
}
