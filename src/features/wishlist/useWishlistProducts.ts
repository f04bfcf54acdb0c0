import { useEffect, useMemo, useState } from 'react'
import type { ProductSummary } from '../../domain/types.ts'
import { useStoreApi } from '../product/useStoreApi.ts'

export interface WishlistProducts {
  /** The products of `ids` that are known, in the order of `ids`. */
  products: ProductSummary[]
  /** True while products of `ids` are being read. */
  loading: boolean
  /** True when the last read failed (the products known so far stay). */
  failed: boolean
}

/**
 * The products of a page of wishlist ids (POST /product with an ids filter, the same for guests and
 * customers, so the page shows the list in the machine's order). Products read once are kept, so a
 * removal or a page change only asks for the ones not seen yet; ids the shop no longer sells
 * (inactive, deleted) are remembered as missing and left out.
 */
export function useWishlistProducts(ids: readonly string[]): WishlistProducts {
  const api = useStoreApi()
  const [known, setKnown] = useState<ReadonlyMap<string, ProductSummary | null>>(() => new Map())
  const [failed, setFailed] = useState(false)
  const key = ids.join(',')
  const missing = useMemo(() => ids.filter((id) => !known.has(id)), [ids, known])
  const missingKey = missing.join(',')

  useEffect(() => {
    if (missingKey === '') return
    const wanted = missingKey.split(',')
    let current = true
    api.wishlist.products(wanted).then(
      (products) => {
        if (!current) return
        setFailed(false)
        setKnown((previous) => {
          const next = new Map(previous)
          for (const id of wanted) next.set(id, null)
          for (const product of products) next.set(product.id, product)
          return next
        })
      },
      (error: unknown) => {
        if (!current) return
        console.error('[wishlist] reading the products failed', error)
        setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [api, missingKey])

  const products = useMemo(
    () =>
      key === ''
        ? []
        : key.split(',').flatMap((id) => {
            const product = known.get(id)
            return product ? [product] : []
          }),
    [key, known],
  )
  return { products, loading: missing.length > 0 && !failed, failed }
}
