import { describe, expect, it } from 'vitest'
import { storeApiFailure } from './failure.ts'
import {
  applyChange,
  describeWishlistFailure,
  displayIds,
  enqueueChange,
  inIdOrder,
  isNoop,
  pageOfIds,
  parseStoredIds,
  type WishlistChange,
} from './wishlist.ts'

const A = 'a0000000000000000000000000000001'
const B = 'a0000000000000000000000000000002'
const add = (productId: string): WishlistChange => ({ kind: 'add', productId, productName: productId })
const remove = (productId: string): WishlistChange => ({ kind: 'remove', productId, productName: productId })

describe('wishlist rules', () => {
  it('reads only product ids from local storage, once each', () => {
    expect(parseStoredIds(JSON.stringify([A, 'x', 3, A, B]))).toEqual([A, B])
    expect(parseStoredIds('{"a":1}')).toEqual([])
    expect(parseStoredIds('not json')).toEqual([])
    expect(parseStoredIds(null)).toEqual([])
  })

  it('adds at the end without duplicates and removes', () => {
    expect(applyChange([A], add(B))).toEqual([A, B])
    expect(applyChange([A], add(A))).toEqual([A])
    expect(applyChange([A, B], remove(A))).toEqual([B])
    expect(isNoop([A], add(A))).toBe(true)
    expect(isNoop([A], remove(B))).toBe(true)
    expect(displayIds([A], [add(B), remove(A)])).toEqual([B])
  })

  it('cancels a waiting change with its opposite, never the one in flight', () => {
    expect(enqueueChange([add(A)], remove(A), false)).toEqual([])
    expect(enqueueChange([add(A)], remove(A), true)).toEqual([add(A), remove(A)])
    expect(enqueueChange([add(B), add(A)], remove(A), true)).toEqual([add(B)])
  })

  it('pages by 15 and clamps the page', () => {
    const ids = Array.from({ length: 31 }, (_, index) => index.toString(16).padStart(32, '0'))
    expect(pageOfIds(ids, 1).ids).toHaveLength(15)
    expect(pageOfIds(ids, 3)).toEqual({ ids: ids.slice(30), page: 3, pages: 3 })
    expect(pageOfIds(ids, 9).page).toBe(3)
    expect(pageOfIds([], 2)).toEqual({ ids: [], page: 1, pages: 1 })
  })

  it('orders by the list and describes failures', () => {
    expect(inIdOrder([B, A], [{ id: A }, { id: B }])).toEqual([{ id: B }, { id: A }])
    const error = storeApiFailure({ status: 404, code: 'X', reason: 'notFound' })
    expect(describeWishlistFailure(add(A), error)).toEqual({
      operation: 'add',
      productId: A,
      productName: A,
      kind: 'http',
      status: 404,
      code: 'X',
      reason: 'notFound',
      message: 'Failed request',
      retryAfterSeconds: null,
    })
    expect(describeWishlistFailure(add(A), new Error('Local storage is not available'))).toMatchObject({
      kind: 'unexpected',
      status: null,
      message: 'Local storage is not available',
    })
  })
})
