import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import type { CheckoutConfig } from '../../domain/checkout.ts'
import type { Order } from '../../domain/customer.ts'
import type { PaymentMethod } from '../../domain/types.ts'
import { useSend } from '../../system/hooks.ts'
import { useOrderAction } from '../../system/order-actions.ts'
import { OrderDetail } from '../account/Orders.tsx'
import { fieldMessages, formChecks } from '../cms/form-messages.ts'
import { orderActionText } from './order-messages.ts'
import { OrderServices } from './OrderServices.tsx'
import { useApp } from '../../app/app-context.ts'

export type GuestOrderView = { kind: 'order'; order: Order } | { kind: 'credentials' } | { kind: 'login' }

export interface GuestOrderPageProps {
  code: string
  view: GuestOrderView
  paymentMethods: readonly PaymentMethod[]
  config: CheckoutConfig | null
}

/**
 * The order of the confirmation mail's link (/order/$code). Its owner sees it at once; a guest is
 * asked for the e-mail address and the postal code of the billing address (as Shopware asks) and is
 * then signed in for this order, so paying it again works; a customer account's order asks for the
 * login. The order then shows its state, items, documents and what can still be done.
 */
export function GuestOrderPage({ code, view, paymentMethods, config }: GuestOrderPageProps) {
  const { t, i18n } = useLingui()
  const { api, navigation } = useApp()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const [state, send] = useOrderAction(api)
  const result = state.context.result
  const opened = state.matches('done') && result?.kind === 'guestOrder' && result.order !== null
  const session = result?.kind === 'guestOrder' ? result.session : null
  const sendSession = useSend('session')
  // The context is now the guest's: the session adopts it (the header, the cart and the checkout
  // follow without a request of their own), and the page is read again, so the order and its
  // payment come from it.
  useEffect(() => {
    if (!opened) return
    if (session) sendSession({ type: 'session.adopt', session })
    void navigation.invalidate()
  }, [opened, session, sendSession, navigation])
  const returnPath = `/order/${encodeURIComponent(code)}`

  if (view.kind === 'order') {
    const order = view.order
    const orderNumber = order.orderNumber
    return (
      <div className="account-page" data-testid="guest-order">
        <h1>{t`Order ${orderNumber}`}</h1>
        <OrderDetail
          order={order}
          guest
          services={
            <OrderServices
              order={order}
              returnPath={returnPath}
              paymentMethods={paymentMethods}
              config={config}
            />
          }
        />
      </div>
    )
  }
  if (view.kind === 'login') {
    return (
      <div className="account-page account-page--narrow">
        <h1>{t`Your order`}</h1>
        <p>{t`This order belongs to a customer account. Please log in to see it.`}</p>
        <Link href={`/login?redirect=${encodeURIComponent(returnPath)}`} variant="button">
          {t`Log in`}
        </Link>
      </div>
    )
  }
  const found = result?.kind === 'guestOrder' ? result.order : undefined
  const failure = state.context.failure
  const alert =
    found === null
      ? t`We could not find this order. The link may have expired (after 30 days); please contact us.`
      : orderActionText(i18n, failure)
  const last = state.context.request?.kind === 'openGuestOrder' ? state.context.request.credentials : null
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' ? v : ''
    }
    send({
      type: 'order.submit',
      request: {
        kind: 'openGuestOrder',
        code,
        credentials: { email: value('email'), zipcode: value('zipcode') },
      },
    })
  }
  return (
    <div className="account-page account-page--narrow">
      <h1>{t`Your order`}</h1>
      <p>{t`To see your order, please enter the e-mail address you ordered with and the postal code of your billing address.`}</p>
      <Form
        method="post"
        onSubmit={onSubmit}
        validationErrors={fieldMessages(i18n, failure?.kind === 'violations' ? failure : null, 1)}
        aria-label={t`Open your order`}
        data-testid="guest-order-form"
      >
        <NativeFormField form="guest-order" />
        {alert ? (
          <Alert className="account-alert" tone="danger">
            {alert}
          </Alert>
        ) : null}
        <TextField
          name="email"
          type="email"
          label={t`E-mail address`}
          autoComplete="email"
          isRequired
          validate={checks.email}
          defaultValue={last?.email}
          onChange={() => send({ type: 'order.edit' })}
        />
        <TextField
          name="zipcode"
          label={t`Postal code`}
          autoComplete="billing postal-code"
          isRequired
          validate={checks.required}
          defaultValue={last?.zipcode}
          onChange={() => send({ type: 'order.edit' })}
        />
        <Button type="submit" isDisabled={state.matches('submitting') || opened}>
          {t`Show order`}
        </Button>
      </Form>
    </div>
  )
}
