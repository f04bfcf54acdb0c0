import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReviewPage } from '../../domain/product.ts'
import { useStoreApi } from './useStoreApi.ts'

export type ReviewsState =
  | { kind: 'ready'; page: ReviewPage }
  | { kind: 'loading'; page: ReviewPage | null }
  | { kind: 'failed'; page: ReviewPage | null }

/**
 * The review list of a product: the server-rendered first page, then pages the shopper asks for.
 * Only the newest request updates the list; a failure keeps the last page with a message.
 */
export function useReviews(productId: string, initial: ReviewPage | null) {
  const api = useStoreApi()
  const [state, setState] = useState<ReviewsState>(
    initial ? { kind: 'ready', page: initial } : { kind: 'loading', page: null },
  )
  const latest = useRef(0)

  const load = useCallback(
    async (page: number) => {
      const request = ++latest.current
      setState((previous) => ({ kind: 'loading', page: previous.page }))
      try {
        const result = await api.product.reviews(productId, { page })
        if (request === latest.current) setState({ kind: 'ready', page: result })
      } catch {
        if (request === latest.current) setState((previous) => ({ kind: 'failed', page: previous.page }))
      }
    },
    [api, productId],
  )

  // Another product (variant switch to another family, client-side navigation): its own first page.
  useEffect(() => {
    latest.current++
    setState(initial ? { kind: 'ready', page: initial } : { kind: 'loading', page: null })
    if (!initial) void load(1)
  }, [initial, load])

  return { state, load }
}
