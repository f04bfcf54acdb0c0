import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WithdrawalPage } from '../features/orders/WithdrawalPage.tsx'
import { SHOP_INFO } from '../features/layout/shop-info.ts'
import { searchSchema } from './-lib/search-schema.ts'

const TITLE = msg`Withdraw from contract`
const ORDER_NUMBER = /^[\w-]{1,64}$/

/** `?orderNumber=` fills in the order number; the router hands a numeric one over as a number. */
function orderNumberOf(raw: unknown): string | undefined {
  const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw
  return typeof value === 'string' && ORDER_NUMBER.test(value) ? value : undefined
}

/** The electronic withdrawal function (no login). */
export const Route = createFileRoute('/withdrawal')({
  validateSearch: searchSchema((raw): { orderNumber?: string } => {
    const orderNumber = orderNumberOf(raw.orderNumber)
    return orderNumber ? { orderNumber } : {}
  }),
  head: ({ match }) => ({
    meta: [
      { title: `${match.context.i18n._(TITLE)} | ${SHOP_INFO.name}` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: WithdrawalRoute,
})

function WithdrawalRoute() {
  const { orderNumber } = Route.useSearch()
  return <WithdrawalPage orderNumber={orderNumber} />
}
