import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  errorKeys,
  lines,
  productId,
  shopper,
} from './cart-helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend()
})
afterAll(() => closeCartBackend(t))

describe('cart across login and logout (/account/login → transferCartOnLogin)', () => {
  it('the guest cart moves to the customer session and comes back at the next login', async () => {
    const s = shopper(t)
    const oil = productId(t.db, 'GW-TEAK-OIL')
    await s.add([{ id: oil, type: 'product', quantity: 2 }])
    const guestToken = s.token
    const login = await s.send('POST', '/account/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    expect(login.status).toBe(200)
    expect(s.token).not.toBe(guestToken)
    const afterLogin = await s.cart()
    expect(lines(afterLogin).map((l) => [l.referencedId, l.quantity])).toEqual([[oil, 2]])

    expect((await s.send('POST', '/account/logout')).status).toBeLessThan(300)
    expect(lines(await s.cart())).toHaveLength(0)

    // a new guest cart with the same product: quantities add up, the merge is reported once
    await s.add([{ id: oil, type: 'product', quantity: 1 }])
    await s.send('POST', '/account/login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    })
    const merged = await s.cart()
    expect(lines(merged).map((l) => [l.referencedId, l.quantity])).toEqual([[oil, 3]])
    expect(errorKeys(merged)).toContain('cart-merged-hint')
  })

  it('a login on a second device copies the cart of the first, which keeps it', async () => {
    const login = (s: ReturnType<typeof shopper>) =>
      s.send('POST', '/account/login', {
        body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      })
    const oil = productId(t.db, 'GW-TEAK-OIL')
    const covers = productId(t.db, 'GW-COVER-CHAIRS')
    const phone = shopper(t)
    await phone.add([{ id: covers, type: 'product', quantity: 1 }])
    expect((await login(phone)).status).toBe(200)
    const onPhone = lines(await phone.cart()).map((l) => [l.referencedId, l.quantity])
    const laptop = shopper(t)
    await laptop.add([{ id: oil, type: 'product', quantity: 1 }])
    expect((await login(laptop)).status).toBe(200)
    // The phone's basket stays as it was; the laptop's has both.
    expect(lines(await phone.cart()).map((l) => [l.referencedId, l.quantity])).toEqual(onPhone)
    const onLaptop = lines(await laptop.cart()).map((l) => l.referencedId)
    expect(onLaptop).toEqual(expect.arrayContaining([covers, oil]))
  })
})
