// The order action's UI adapter (issue 32): the generated paths of machines/orders/order-action.machine.ts
// played on the two pages that run the machine. A path that withdraws (the model's withdrawal of
// order 10001 with the right or a wrong e-mail) runs on the withdrawal page, which needs no login;
// a path that cancels runs on the demo customer's open, unpaid order 10003 in the account. The
// model's cancellation is refused for want of a login: the shopper logs out in a second tab before
// answering “yes” in the first (the question is still there; the back end answers 403). Nothing is
// ever cancelled, so the seeded order stays open for every path. The requests are held until the
// path's answer step, so the page is seen while it waits.

import type { Page } from '@playwright/test'
import type { EventObject } from 'xstate'
import { idFor } from '../../../backend/lib/ids.ts'
import { type OrderActionSnapshot, orderSample, WITHDRAW } from '../../model/order-action.model.support.ts'
import { tr } from '../../fixtures/catalog.ts'
import { waitForHydration } from '../../fixtures/test.ts'
import type { UiAdapter, UiSession } from '../adapter.ts'
import { checkOnce, holdRequests, logInWithForm, logOutWithMenu, visit } from '../shopper.ts'

/** The demo customer (backend/seed/customers.ts) and their open, unpaid prepayment order 10003. */
const DEMO = { email: 'demo@gartenwerk.example', password: 'gartenwerk-demo', firstName: 'Anna' }
const OPEN_ORDER = idFor('order', 'demo-3')

interface OrderWorld {
  page: 'withdrawal' | 'order'
  checked: Set<string>
  release: () => Promise<void>
}

function requestOf(event: EventObject) {
  if (event.type !== 'order.submit' || !('request' in event)) throw new Error(`not a request: ${event.type}`)
  return event.request as Parameters<typeof orderSample>[0]
}

const main = (ui: UiSession) => ui.page.getByRole('main')

async function fillWithdrawal(ui: UiSession, email: string): Promise<void> {
  const form = main(ui).getByTestId('withdrawal-form')
  await form.getByLabel(tr(ui.locale, 'Order number'), { exact: true }).fill(WITHDRAW.input.orderNumber)
  await form.getByLabel(tr(ui.locale, 'E-mail address used for the order'), { exact: true }).fill(email)
  await form.getByLabel(tr(ui.locale, 'Message (optional)'), { exact: true }).fill('Model path')
  await form.getByRole('button', { name: tr(ui.locale, 'Send withdrawal') }).click()
}

/** Logs out in a second tab of the same browser, as a shopper with two tabs open would. */
async function logOutElsewhere(ui: UiSession, checked: Set<string>): Promise<void> {
  const other: Page = await ui.page.context().newPage()
  await visit(other, `${ui.base}/account`, checked)
  await logOutWithMenu(other, ui.locale, DEMO.firstName)
  await checkOnce(other, checked)
  await other.close()
}

export const orderActionAdapter: UiAdapter<OrderWorld> = {
  machine: 'order-action',
  async start(ui, path) {
    const cancels = path.steps.some((step) => step.key === 'order.submit(cancel)')
    const checked = new Set<string>()
    if (cancels) {
      await logInWithForm(ui.page, ui, DEMO, checked)
      const { release } = await holdRequests(ui.page, '**/store-api/order/state/cancel')
      await visit(ui.page, `${ui.base}/account/order/${OPEN_ORDER}`, checked)
      return { page: 'order', checked, release }
    }
    const { release } = await holdRequests(ui.page, '**/store-api/gartenwerk/order/withdrawal')
    await visit(ui.page, `${ui.base}/withdrawal`, checked)
    return { page: 'withdrawal', checked, release }
  },
  observe(state, ui, world) {
    const { failure } = (state as OrderActionSnapshot).context
    ui.values.onWithdrawal = String(world.page === 'withdrawal')
    ui.values.onOrder = String(world.page === 'order')
    const reason = failure?.kind === 'refused' ? failure.reason : null
    ui.values.notLoggedIn = String(reason === 'notLoggedIn')
    ui.values.notFound = String(reason === 'notFound')
  },
  cases: { page: ['onWithdrawal', 'onOrder'] },
  shopper: {
    'order.submit': {
      does: (event) => {
        const sample = orderSample(requestOf(event))
        if (sample === 'cancel') return 'chooses “Cancel order” on the order page'
        return sample === 'withdraw'
          ? 'fills in the order number and the order’s e-mail address and sends the withdrawal'
          : 'fills in the order number and another e-mail address and sends the withdrawal'
      },
      async run(ui, event) {
        const sample = orderSample(requestOf(event))
        if (sample === 'cancel') {
          await main(ui)
            .getByTestId('order-cancel')
            .getByRole('button', { name: tr(ui.locale, 'Cancel order') })
            .click()
          return
        }
        const email = sample === 'withdraw' ? WITHDRAW.input.email : 'someone@example.org'
        await fillWithdrawal(ui, email)
      },
    },
    'order.confirm': {
      does: 'logs out in a second tab, then answers “Yes, cancel the order” in the first',
      async run(ui, _event, world) {
        await logOutElsewhere(ui, world.checked)
        await ui.page.bringToFront()
        await main(ui)
          .getByRole('button', { name: tr(ui.locale, 'Yes, cancel the order') })
          .click()
      },
    },
    'order.edit': {
      does: 'goes back to the form',
      async run(ui, _event, world) {
        const button = (name: string) => main(ui).getByRole('button', { name: tr(ui.locale, name) })
        if (world.page === 'order') {
          await button('No, keep the order').click()
          return 'the shopper answers “No, keep the order”'
        }
        const another = button('Withdraw from another order')
        if (await another.isVisible()) {
          await another.click()
          await waitForHydration(ui.page)
          return 'the shopper chooses “Withdraw from another order”'
        }
        await main(ui)
          .getByLabel(tr(ui.locale, 'Order number'), { exact: true })
          .fill(WITHDRAW.input.orderNumber)
        return 'the shopper types the order number into the withdrawal form'
      },
    },
  },
  system: {
    'xstate.done.actor.perform': {
      reason: 'the shop records the withdrawal and answers with its receipt',
      run: (_ui, _event, world) => world.release(),
    },
    'xstate.error.actor.perform': {
      reason: 'the shop refuses (no order with this e-mail; a cancellation without a login)',
      run: (_ui, _event, world) => world.release(),
    },
  },
  unreachable: {},
  states: {
    'orderAction.editing': [
      { role: 'button', name: 'Send withdrawal', scope: 'main', is: 'enabled', if: 'onWithdrawal' },
      { role: 'button', name: 'Cancel order', scope: 'main', is: 'enabled', if: 'onOrder' },
      {
        text: 'We could not find an order with this order number and e-mail address. Please check both (the order number is in your order confirmation).',
        scope: 'main',
        if: 'notFound',
      },
      {
        text: 'This order belongs to a customer account. Please log in to see it.',
        scope: 'main',
        if: 'notLoggedIn',
      },
    ],
    'orderAction.confirming': [
      { text: 'Do you really want to cancel this order? This cannot be undone.', scope: 'main' },
      { role: 'button', name: 'Yes, cancel the order', scope: 'main', is: 'enabled' },
      { role: 'button', name: 'No, keep the order', scope: 'main' },
    ],
    'orderAction.submitting': [
      { role: 'button', name: 'Send withdrawal', scope: 'main', is: 'disabled', if: 'onWithdrawal' },
      { role: 'button', name: 'Yes, cancel the order', scope: 'main', is: 'disabled', if: 'onOrder' },
    ],
    'orderAction.done': [
      { role: 'heading', name: 'We have received your withdrawal', scope: 'main' },
      { role: 'button', name: 'Withdraw from another order', scope: 'main' },
    ],
  },
}
