import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import type { Order } from '../../domain/customer.ts'
import { cancelBlock } from '../../domain/orders.ts'
import { useOrderAction } from '../../system/order-actions.ts'
import { cancelBlockText, orderActionText } from './order-messages.ts'
import { useApp } from '../../app/app-context.ts'

/**
 * Cancelling an open, unpaid order (POST /order/state/cancel), after a question; a paid, shipped or
 * processed order says why it cannot be cancelled here. After cancelling, the page's data is read
 * again so the order's state shows everywhere on it.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  const { api, navigation } = useApp()
  const [state, send] = useOrderAction(api)
  const done = state.matches('done')
  useEffect(() => {
    if (done) void navigation.invalidate()
  }, [done, navigation])
  const block = cancelBlock(order)
  const alert = orderActionText(i18n, state.context.failure)
  return (
    <section className="account-section" aria-labelledby="order-cancel-title" data-testid="order-cancel">
      <h2 id="order-cancel-title">{t`Cancel order`}</h2>
      {done ? (
        <p className="account-alert" data-tone="success" role="status">
          {t`Your order has been cancelled. We have noted it; you do not need to pay it.`}
        </p>
      ) : block ? (
        <p data-testid="order-cancel-blocked">{cancelBlockText(i18n, block)}</p>
      ) : state.matches('confirming') || state.matches('submitting') ? (
        <div>
          <p>{t`Do you really want to cancel this order? This cannot be undone.`}</p>
          <div className="account-actions">
            <Button
              variant="primary"
              isDisabled={state.matches('submitting')}
              onPress={() => send({ type: 'order.confirm' })}
              // The question replaced the first button: focus moves to the answer.
              autoFocus
            >
              {t`Yes, cancel the order`}
            </Button>
            <Button variant="secondary" onPress={() => send({ type: 'order.edit' })}>
              {t`No, keep the order`}
            </Button>
          </div>
        </div>
      ) : (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'order.submit', request: { kind: 'cancel', orderId: order.id } })
          }}
        >
          <NativeFormField form="order-cancel" />
          <p>{t`You can cancel this order as long as it has not been paid or shipped.`}</p>
          {alert ? (
            <Alert className="account-alert" tone="danger">
              {alert}
            </Alert>
          ) : null}
          <Button type="submit" variant="secondary">
            {t`Cancel order`}
          </Button>
        </form>
      )}
    </section>
  )
}
