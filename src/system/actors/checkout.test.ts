import { describe, expect, it } from 'vitest'
import { cart, lineItem } from '../../domain/cart.test-support.ts'
import type { Cart } from '../../domain/cart.ts'
import { order, shopper } from '../../domain/checkout.test-support.ts'
import type { AddressInput, CustomerAddress } from '../../domain/customer.ts'
import { storeApiFailure } from '../../domain/failure.ts'
import type { ContextPatch } from '../../domain/types.ts'
import { type CheckoutApi, paymentUrls, placeOrder, saveAddresses } from './checkout.ts'

/** A Store API whose cart answers come from `carts` in turn; every call is recorded. */
function fakeApi(
  carts: Cart[],
  place: () => Promise<ReturnType<typeof order>> = async () => order('payment_card', 'open'),
) {
  const calls: string[] = []
  let reads = 0
  /** Records the call, then answers. */
  const recorded =
    <A extends unknown[], R>(name: (...args: A) => string, answer: (...args: A) => R) =>
    async (...args: A): Promise<Awaited<R>> => {
      calls.push(name(...args))
      return await answer(...args)
    }
  const api = {
    context: {
      get: recorded(
        () => 'context.get',
        () => shopper('customer'),
      ),
      update: recorded(
        (patch: ContextPatch) => `context.update ${JSON.stringify(patch)}`,
        () => shopper('customer'),
      ),
    },
    cart: {
      get: recorded(
        () => 'cart.get',
        () => {
          const answer = carts[Math.min(reads, carts.length - 1)]
          reads += 1
          if (!answer) throw new Error('no cart')
          return answer
        },
      ),
    },
    address: {
      list: recorded(
        () => 'address.list',
        (): CustomerAddress[] => [],
      ),
      create: recorded(
        (input: AddressInput) => `address.create ${input.city}`,
        () => ({ id: 'new-address' }) as CustomerAddress,
      ),
    },
    shippingMethod: {
      list: recorded(
        () => 'shippingMethod.list',
        () => [],
      ),
    },
    paymentMethod: {
      list: recorded(
        () => 'paymentMethod.list',
        () => [],
      ),
    },
    checkout: { placeOrder: recorded(() => 'checkout.placeOrder', place) },
  }
  return { api: api as unknown as CheckoutApi, calls }
}

const confirmed = cart([lineItem({ quantity: 1 })])

describe('checkout adapter', () => {
  it('builds the return URLs from the success routes, relative without an origin', () => {
    expect(paymentUrls('o1', null)).toEqual({
      finishUrl: '/checkout/success/o1/paid',
      errorUrl: '/checkout/success/o1/unpaid',
    })
    expect(paymentUrls('o1', 'https://shop.example').finishUrl).toBe(
      'https://shop.example/checkout/success/o1/paid',
    )
    // A French shopper comes back to the French success page.
    expect(paymentUrls('o1', '/fr-FR').errorUrl).toBe('/fr-FR/checkout/success/o1/unpaid')
    // Paying from the order page returns there whatever happened; never to another site.
    expect(paymentUrls('o1', '/fr-FR', '/order/abc')).toEqual({
      finishUrl: '/fr-FR/order/abc',
      errorUrl: '/fr-FR/order/abc',
    })
    expect(paymentUrls('o1', null, '//evil.example/x').finishUrl).toBe('/checkout/success/o1/paid')
  })

  it('places nothing when the cart differs from the confirmed one', async () => {
    const { api, calls } = fakeApi([cart([lineItem({ quantity: 2 })])])
    const result = await placeOrder(api, confirmed)
    expect(result.outcome).toBe('cartChanged')
    expect(calls).not.toContain('checkout.placeOrder')
  })

  it('places the confirmed cart and answers the emptied cart afterwards', async () => {
    const { api, calls } = fakeApi([confirmed, cart([])])
    const result = await placeOrder(api, confirmed)
    expect(result).toMatchObject({ outcome: 'placed', cart: { lineItems: [] } })
    expect(calls.filter((call) => call === 'checkout.placeOrder')).toHaveLength(1)
  })

  it('answers the cart as it is when the back end refuses an invalid cart', async () => {
    const refused = async () => {
      throw storeApiFailure({ status: 400, reason: 'cartInvalid' })
    }
    const { api } = fakeApi([confirmed], refused)
    expect(await placeOrder(api, confirmed)).toMatchObject({ outcome: 'cartChanged' })
    const { api: denied } = fakeApi([confirmed], async () => {
      throw storeApiFailure({ status: 403, reason: 'notLoggedIn' })
    })
    await expect(placeOrder(denied, confirmed)).rejects.toMatchObject({ reason: 'notLoggedIn' })
  })

  it('creates an address and uses it only where asked, then reads the address book again', async () => {
    const { api, calls } = fakeApi([confirmed])
    const answer = await saveAddresses(api, {
      kind: 'create',
      use: 'shipping',
      address: { city: 'Zürich' } as AddressInput,
    })
    expect(calls).toContain('address.create Zürich')
    expect(calls).toContain('context.update {"shippingAddressId":"new-address"}')
    expect(calls.indexOf('cart.get')).toBeLessThan(calls.indexOf('context.get'))
    expect(answer.addresses).toEqual([])
  })
})
