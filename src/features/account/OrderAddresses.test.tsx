import { describe, expect, it } from 'vitest'
import { embeddedStoreApi } from '../test-support/embedded-store-api.ts'
import { renderWithI18n } from '../test-support/render.tsx'
import { AddressCard } from './AddressCard.tsx'

// Against the embedded back end: the demo customer's orders go to a rear building in Bavaria
// (additional address line "Hinterhaus", state Bayern), which the review step showed and the order
// pages (success page, account, guest link: one mapper, one card) left out.
const embedded = await embeddedStoreApi()

describe("an order's addresses", () => {
  it('carry the additional line and the state from the Store API to the address block', async () => {
    const api = embedded.client()
    await api.account.login({ username: 'demo@gartenwerk.example', password: 'gartenwerk-demo' })
    const { orders } = await api.order.list({ page: 1, limit: 1 })
    const listed = orders[0]
    if (!listed) throw new Error('the demo customer has no order')
    const order = await api.order.detail(listed.id)
    expect(order?.shippingAddress).toMatchObject({
      additionalAddressLine1: 'Hinterhaus',
      countryStateName: 'Bayern',
    })
    expect(order?.billingAddress).toMatchObject({ additionalAddressLine1: null, countryStateName: 'Berlin' })
    if (!order?.shippingAddress) throw new Error('no shipping address')
    const { container } = renderWithI18n(<AddressCard address={order.shippingAddress} />)
    expect(container.querySelector('address')?.textContent).toBe(
      'Anna LindnerGartenstraße 12Hinterhaus80331 MünchenBayern, Deutschland',
    )
  })
})
