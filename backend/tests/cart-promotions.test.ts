import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferCartOnLogin } from '../cart/transfer.ts'
import { PREMIUM_GIFT_LEVELS, PROMOTIONS, promotionId } from '../seed/cart-rules.ts'
import { num, obj } from './helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  errorKeys,
  errorOf,
  grossPrice,
  lines,
  productId,
  shopper,
} from './cart-helpers.ts'

let t: CartBackend
let now = new Date('2026-06-01T10:00:00Z')
beforeAll(async () => {
  t = await cartBackend({ now: () => now })
})
afterAll(() => closeCartBackend(t))

const oil = () => productId(t.db, 'GW-TEAK-OIL')
const sofa = () => productId(t.db, 'GW-RUE-106')

describe('promotion codes', () => {
  it('a valid percentage code adds a promotion line with 10 % of the goods', async () => {
    const s = shopper(t)
    await s.add([{ id: oil(), type: 'product', quantity: 2 }])
    const res = await s.add([{ type: 'promotion', referencedId: 'welcome10' }])
    const [promo] = lines(res.body, 'promotion')
    expect(promo?.referencedId).toBe(PROMOTIONS.welcome.code)
    expect(promo?.good).toBe(false)
    const goods = grossPrice(t.db, oil()) * 2
    expect(num(promo, 'price', 'totalPrice')).toBeCloseTo(-goods * 0.1, 2)
    expect(num(res.body, 'price', 'positionPrice')).toBeCloseTo(goods * 0.9, 2)
    const removed = await s.remove([promotionId(PROMOTIONS.welcome)])
    expect(lines(removed.body, 'promotion')).toHaveLength(0)
  })

  it("free shipping counts the goods before discounts, like Shopware's shipping matrix", async () => {
    const s = shopper(t)
    // 8 bottles at the graduated price: goods between 150 € and 187.50 €, so 20 % off ends below 150 €
    const goods = await s.add([{ id: oil(), type: 'product', quantity: 8 }])
    expect(num(goods.body, 'price', 'positionPrice')).toBeGreaterThanOrEqual(150)
    expect(num(goods.body, 'price', 'positionPrice')).toBeLessThan(187.5)
    const res = await s.add([{ type: 'promotion', referencedId: PROMOTIONS.vip.code }])
    expect(num(res.body, 'price', 'positionPrice')).toBeLessThan(150)
    expect(num(obj(res.body).deliveries, 0, 'shippingCosts', 'totalPrice')).toBe(0)
  })

  it('an unknown code is promotion-not-found {code} and is not kept', async () => {
    const s = shopper(t)
    const res = await s.add([{ type: 'promotion', referencedId: 'NOPE' }])
    expect(errorOf(res.body, 'promotion-not-found')?.parameters).toEqual({ code: 'NOPE' })
    expect(errorKeys(await s.cart())).not.toContain('promotion-not-found')
  })

  it('a code below its minimum order value waits and applies itself once eligible', async () => {
    const s = shopper(t)
    await s.add([{ id: oil(), type: 'product', quantity: 1 }])
    const early = await s.add([{ type: 'promotion', referencedId: PROMOTIONS.summer.code }])
    expect(lines(early.body, 'promotion')).toHaveLength(0)
    expect(errorOf(early.body, 'promotion-not-eligible')?.level).toBe(0)
    expect(obj(early.body, 'extensions', 'cartHints').pendingPromotionCodes).toEqual([PROMOTIONS.summer.code])
    const later = await s.update([{ id: oil(), quantity: 20 }])
    const [promo] = lines(later.body, 'promotion')
    expect(promo?.referencedId).toBe(PROMOTIONS.summer.code)
    expect(num(promo, 'price', 'totalPrice')).toBe(-PROMOTIONS.summer.value)
  })

  it('an exclusive code excludes the others (promotion-excluded)', async () => {
    const s = shopper(t)
    await s.add([{ id: oil(), type: 'product', quantity: 2 }])
    await s.add([{ type: 'promotion', referencedId: PROMOTIONS.welcome.code }])
    const res = await s.add([{ type: 'promotion', referencedId: PROMOTIONS.vip.code }])
    const promos = lines(res.body, 'promotion')
    expect(promos.map((p) => p.referencedId)).toEqual([PROMOTIONS.vip.code])
    expect(errorOf(res.body, 'promotion-excluded')?.parameters).toEqual({ name: PROMOTIONS.welcome.name.de })
  })

  it('an excluded code is saved as excluded, not as waiting for conditions, and applies once the other goes', async () => {
    // Issue 29 #14: VIP20 then WELCOME10 said "cannot be combined" at the top and "is saved and
    // applies automatically once your cart meets its conditions" beside it.
    const s = shopper(t)
    await s.add([{ id: oil(), type: 'product', quantity: 2 }])
    await s.add([{ type: 'promotion', referencedId: PROMOTIONS.vip.code }])
    const res = await s.add([{ type: 'promotion', referencedId: PROMOTIONS.welcome.code }])
    expect(lines(res.body, 'promotion').map((p) => p.referencedId)).toEqual([PROMOTIONS.vip.code])
    expect(errorKeys(res.body)).toContain('promotion-excluded')
    const hints = obj(res.body, 'extensions', 'cartHints')
    expect(hints.pendingPromotionCodes).toEqual([])
    expect(hints.excludedPromotionCodes).toEqual([PROMOTIONS.welcome.code])
    const [vip] = lines(res.body, 'promotion')
    const without = await s.remove([vip?.id])
    expect(lines(without.body, 'promotion').map((p) => p.referencedId)).toEqual([PROMOTIONS.welcome.code])
    expect(obj(without.body, 'extensions', 'cartHints').excludedPromotionCodes).toEqual([])
  })

  it('the automatic promotion applies from its order value and reports auto-promotion-not-found when it drops out', async () => {
    const s = shopper(t)
    const price = grossPrice(t.db, sofa())
    const quantity = Math.ceil((PROMOTIONS.loyalty.minOrderValue ?? 0) / price)
    const big = await s.add([{ id: sofa(), type: 'product', quantity }])
    expect(lines(big.body, 'promotion').map((p) => p.id)).toContain(promotionId(PROMOTIONS.loyalty))
    const small = await s.update([{ id: sofa(), quantity: 1 }])
    expect(lines(small.body, 'promotion')).toHaveLength(0)
    expect(errorKeys(small.body)).toContain('auto-promotion-not-found')
    expect(errorKeys(await s.cart())).not.toContain('auto-promotion-not-found')
  })
})

describe('premium gifts', () => {
  it('each level unlocks a free gift line that cannot be removed or changed', async () => {
    const s = shopper(t)
    const price = grossPrice(t.db, sofa())
    const first = PREMIUM_GIFT_LEVELS[0].threshold
    const res = await s.add([{ id: sofa(), type: 'product', quantity: Math.ceil(first / price) }])
    const gifts = lines(res.body).filter((l) => (l.payload as { isPremiumGift?: boolean }).isPremiumGift)
    expect(gifts).toHaveLength(Math.ceil(first / price) * price >= PREMIUM_GIFT_LEVELS[1].threshold ? 2 : 1)
    expect(num(gifts[0], 'price', 'totalPrice')).toBe(0)
    expect(gifts[0]?.removable).toBe(false)
    expect((await s.remove([String(gifts[0]?.id)])).status).toBe(400)
    const both = await s.update([
      { id: sofa(), quantity: Math.ceil(PREMIUM_GIFT_LEVELS[1].threshold / price) },
    ])
    expect(
      lines(both.body).filter((l) => (l.payload as { isPremiumGift?: boolean }).isPremiumGift),
    ).toHaveLength(2)
    expect(obj(both.body, 'extensions', 'cartHints', 'premiumGifts').nextThreshold).toBeNull()
  })
})

describe('rate limit, concurrency, login transfer', () => {
  it('adds beyond the cart_add_line_item limit get 429 FRAMEWORK__RATE_LIMIT_EXCEEDED', async () => {
    const s = shopper(t)
    const headers = { 'x-forwarded-for': '203.0.113.9' }
    const id = productId(t.db, 'GW-CARE-GUIDE')
    let last = await s.add([{ id, type: 'product', quantity: 1 }], headers)
    for (let i = 1; i <= 1000 && last.status === 200; i++)
      last = await s.add([{ id, type: 'product', quantity: 1 }], headers)
    expect(last.status).toBe(429)
    expect(JSON.stringify(last.body)).toContain('FRAMEWORK__RATE_LIMIT_EXCEEDED')
    expect(num(last.body, 'errors', 0, 'meta', 'parameters', 'seconds')).toBe(60)
    expect(last.headers.get('retry-after')).toBe('60')
    now = new Date(now.getTime() + 61_000)
    expect((await s.add([{ id, type: 'product', quantity: 1 }], headers)).status).toBe(200)
  }, 60_000)

  it('concurrent adds are neither lost nor doubled', async () => {
    const s = shopper(t)
    await s.cart()
    await Promise.all(Array.from({ length: 10 }, () => s.add([{ id: oil(), type: 'product', quantity: 1 }])))
    expect(lines(await s.cart())[0]?.quantity).toBe(10)
  })

  it('transferCartOnLogin merges the guest cart into the customer cart', async () => {
    const customerId = 'c'.repeat(32)
    // the customer's earlier session left a saved cart
    const earlier = shopper(t)
    await earlier.add([{ id: oil(), type: 'product', quantity: 2 }])
    transferCartOnLogin(t.db, {
      fromToken: String(earlier.token),
      toToken: String(earlier.token),
      customerId,
    })
    // that session ended (a logout replaces its context): its cart is the customer's saved one
    t.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(String(earlier.token))
    const guest = shopper(t)
    await guest.add([
      { id: oil(), type: 'product', quantity: 3 },
      { id: sofa(), type: 'product', quantity: 1 },
    ])
    await guest.add([{ type: 'promotion', referencedId: PROMOTIONS.welcome.code }])
    // login: the session continues under a new token that has no cart yet
    const session = shopper(t)
    await session.send('GET', '/context')
    transferCartOnLogin(t.db, { fromToken: String(guest.token), toToken: String(session.token), customerId })
    const merged = await session.cart()
    expect(lines(merged).map((l) => [l.referencedId, l.quantity])).toEqual([
      [oil(), 5],
      [sofa(), 1],
    ])
    expect(lines(merged, 'promotion').map((l) => l.referencedId)).toEqual([PROMOTIONS.welcome.code])
    expect(errorKeys(merged)).toContain('cart-merged-hint')
    expect(lines(await guest.cart())).toHaveLength(0)
    expect(lines(await earlier.cart())).toHaveLength(0)
    expect(errorKeys(await session.cart())).not.toContain('cart-merged-hint')
  })

  it('transferCartOnLogin of an empty guest cart keeps the customer cart untouched', async () => {
    const customerId = 'd'.repeat(32)
    const earlier = shopper(t)
    await earlier.add([{ id: oil(), type: 'product', quantity: 2 }])
    transferCartOnLogin(t.db, {
      fromToken: String(earlier.token),
      toToken: String(earlier.token),
      customerId,
    })
    // that session ended (a logout replaces its context): its cart is the customer's saved one
    t.db.prepare('DELETE FROM sales_channel_context WHERE token = ?').run(String(earlier.token))
    const guest = shopper(t)
    await guest.cart()
    const session = shopper(t)
    await session.send('GET', '/context')
    transferCartOnLogin(t.db, { fromToken: String(guest.token), toToken: String(session.token), customerId })
    const cart = await session.cart()
    expect(lines(cart).map((l) => l.quantity)).toEqual([2])
    expect(errorKeys(cart)).not.toContain('cart-merged-hint')
  })
})

describe('fuzz', () => {
  it('random items never produce a 500', async () => {
    const s = shopper(t)
    const ids = [oil(), sofa(), productId(t.db, 'GW-PRO-102'), 'x', '', 'f'.repeat(32)]
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: fc.oneof(fc.constantFrom(...ids), fc.string(), fc.integer()),
          quantity: fc.oneof(
            fc.integer(),
            fc.double(),
            fc.string(),
            fc.constant(null),
            fc.constant(undefined),
          ),
          type: fc.oneof(fc.constantFrom('product', 'promotion', 'credit'), fc.string()),
          referencedId: fc.oneof(fc.constantFrom(...ids, 'WELCOME10'), fc.string(), fc.constant(undefined)),
        }),
        fc.constantFrom('POST', 'PATCH', 'DELETE'),
        async (item, method) => {
          const res =
            method === 'DELETE'
              ? await s.remove([item.id])
              : method === 'PATCH'
                ? await s.update([item])
                : await s.add([item])
          expect(res.status).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('after any sequence of changes the totals add up and every quantity obeys its limits', async () => {
    const ids = [oil(), sofa(), productId(t.db, 'GW-PRO-102.1'), productId(t.db, 'GW-CARE-GUIDE')]
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        id: fc.constantFrom(...ids),
        quantity: fc.integer({ min: 1, max: 150 }),
      }),
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.constantFrom(...ids),
        quantity: fc.integer({ min: 1, max: 150 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
      fc.record({
        kind: fc.constant('code' as const),
        code: fc.constantFrom('WELCOME10', 'SUMMER50', 'VIP20', 'NOPE'),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const s = shopper(t)
        for (const o of ops) {
          const res =
            o.kind === 'add'
              ? await s.add([{ id: o.id, type: 'product', quantity: o.quantity }])
              : o.kind === 'set'
                ? await s.update([{ id: o.id, quantity: o.quantity }])
                : o.kind === 'remove'
                  ? await s.remove([o.id])
                  : await s.add([{ type: 'promotion', referencedId: o.code }])
          expect([200, 404]).toContain(res.status)
          if (res.status !== 200) continue
          const cart = obj(res.body)
          const all = [...lines(cart), ...lines(cart, 'promotion')]
          const positions = all.reduce((sum, l) => sum + Math.round(num(l, 'price', 'totalPrice') * 100), 0)
          expect(Math.round(num(cart, 'price', 'positionPrice') * 100)).toBe(positions)
          const shipping = (cart.deliveries as unknown[]).reduce<number>(
            (sum, _d, i) => sum + Math.round(num(cart.deliveries, i, 'shippingCosts', 'totalPrice') * 100),
            0,
          )
          expect(Math.round(num(cart, 'price', 'totalPrice') * 100)).toBe(positions + shipping)
          expect(num(cart, 'price', 'positionPrice')).toBeGreaterThanOrEqual(0)
          for (const line of lines(cart)) {
            const q = Number(line.quantity)
            const min = num(line, 'quantityInformation', 'minPurchase')
            const max = num(line, 'quantityInformation', 'maxPurchase')
            const steps = num(line, 'quantityInformation', 'purchaseSteps')
            expect(q).toBeGreaterThanOrEqual(min)
            expect(q).toBeLessThanOrEqual(max)
            expect((q - min) % steps).toBe(0)
          }
        }
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})
