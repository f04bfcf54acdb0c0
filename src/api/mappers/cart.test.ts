import { describe, expect, it } from 'vitest'
import type { Schemas } from '../wire.ts'
import { mapCart, mapCartMessages } from './cart.ts'

const PRICE: Schemas['CartPrice'] = {
  apiAlias: 'cart_price',
  calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', price: 119, tax: 19, taxRate: 19 }],
  netPrice: 100,
  positionPrice: 119,
  rawTotal: 119,
  taxRules: [{ taxRate: 19, name: '19%' }],
  taxStatus: 'gross',
  totalPrice: 119,
}

describe('cart mapper', () => {
  it('maps lines with options, purchase rules and promotion codes, totals and deliveries', () => {
    const wire = {
      apiAlias: 'cart',
      token: 'secret',
      price: PRICE,
      lineItems: [
        {
          id: 'p1',
          referencedId: 'p1',
          type: 'product',
          label: 'Sylt chair',
          quantity: 2,
          good: true,
          states: ['is-physical'],
          cover: null,
          payload: { productNumber: 'GW-SYL-101.1', options: [{ group: 'Colour', option: 'Teak' }] },
          quantityInformation: { minPurchase: 2, maxPurchase: 12, purchaseSteps: 2 },
          price: {
            apiAlias: 'calculated_price',
            unitPrice: 59.5,
            totalPrice: 119,
            quantity: 2,
            calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', price: 119, tax: 19, taxRate: 19 }],
            listPrice: { apiAlias: 'cart_list_price', price: 70 },
          },
        },
        {
          id: 'promo1',
          referencedId: 'WELCOME10',
          type: 'promotion',
          label: 'Welcome',
          good: false,
          cover: null,
        },
      ],
      deliveries: [
        {
          shippingCosts: { totalPrice: 5.9 },
          shippingMethod: { id: 's1', name: 'Standard', translated: { name: 'Standardversand' } },
        },
      ],
      errors: [],
      extensions: {
        cartHints: {
          freeShipping: { threshold: 150, remaining: 31, reached: false },
          premiumGifts: {
            levels: [{ threshold: 750, productId: 'g1', unlocked: false }],
            nextThreshold: 750,
            remaining: 631,
          },
          pendingPromotionCodes: ['SUMMER50'],
          excludedPromotionCodes: ['WELCOME10', 7],
        },
      },
    } as unknown as Schemas['Cart']

    const cart = mapCart(wire)

    expect(cart.lineItems[0]).toMatchObject({
      id: 'p1',
      quantity: 2,
      productNumber: 'GW-SYL-101.1',
      options: [{ group: 'Colour', option: 'Teak' }],
      quantityRules: { min: 2, max: 12, step: 2 },
      price: {
        unitPrice: 59.5,
        totalPrice: 119,
        listPrice: 70,
        taxes: [{ taxRate: 19, tax: 19, price: 119 }],
      },
    })
    expect(cart.lineItems[1]).toMatchObject({ type: 'promotion', promotionCode: 'WELCOME10', good: false })
    expect(cart.price).toMatchObject({ totalPrice: 119, netPrice: 100, taxStatus: 'gross' })
    expect(cart.deliveries).toEqual([
      { shippingMethodId: 's1', shippingMethodName: 'Standardversand', shippingCosts: 5.9, countryId: null },
    ])
    expect(cart.hints).toEqual({
      freeShipping: { threshold: 150, remaining: 31, reached: false },
      giftLevels: [{ threshold: 750, productId: 'g1', unlocked: false }],
      nextGift: { threshold: 750, remaining: 631 },
      pendingPromotionCodes: ['SUMMER50'],
      excludedPromotionCodes: ['WELCOME10'],
    })
  })

  it('has no hints for a Store API that sends none, and defaults missing purchase rules', () => {
    const cart = mapCart({
      apiAlias: 'cart',
      price: PRICE,
      lineItems: [{ id: 'p', type: 'product', cover: null }],
    } as unknown as Schemas['Cart'])
    expect(cart.hints).toBeNull()
    expect(cart.lineItems[0]?.quantityRules).toEqual({ min: 1, max: 100, step: 1 })
  })

  it('reads errors keyed by key (Shopware 6.7) with parameters as properties or as an object', () => {
    const keyed = {
      'product-stock-reachedp1': {
        code: 0,
        key: 'product-stock-reachedp1',
        level: 10,
        message: 'The product Chair is only available 3 times',
        messageKey: 'product-stock-reached',
        name: 'Chair',
        quantity: 3,
        resolved: true,
      },
      'promotion-not-found': {
        code: 0,
        key: 'promotion-not-found',
        level: 20,
        message: 'Promotion with code NOPE not found!',
        messageKey: 'promotion-not-found',
        parameters: { code: 'NOPE' },
      },
    } as unknown as Schemas['Cart']['errors']
    expect(mapCartMessages(keyed)).toEqual([
      {
        key: 'product-stock-reachedp1',
        messageKey: 'product-stock-reached',
        level: 'warning',
        message: 'The product Chair is only available 3 times',
        parameters: { name: 'Chair', quantity: '3' },
      },
      {
        key: 'promotion-not-found',
        messageKey: 'promotion-not-found',
        level: 'error',
        message: 'Promotion with code NOPE not found!',
        parameters: { code: 'NOPE' },
      },
    ])
    const list = [
      { key: 'k', level: 0, message: 'm', messageKey: 'cart-merged-hint' },
    ] as Schemas['Cart']['errors']
    expect(mapCartMessages(list)).toMatchObject([
      { key: 'k', level: 'notice', messageKey: 'cart-merged-hint' },
    ])
  })
})
