import { useCallback, useRef, useState } from 'react'
import { useApp } from '../../app/app-context.ts'
import { type ConfiguratorGroup, selectionWith } from '../../domain/product.ts'
import { productHref } from '../../domain/links.ts'
import { productPageHint } from '../../domain/page-link.ts'
import { pageState } from '../listing/history-state.ts'
import { useStoreApi } from './useStoreApi.ts'

export type VariantSwitchStatus =
  | { kind: 'idle' }
  | { kind: 'switching'; groupId: string; optionId: string }
  | { kind: 'not-found' }
  | { kind: 'failed' }

/**
 * Choosing an option: find-variant with the new selection (switchedGroup tells the Store API which
 * choice to keep when the exact combination is sold out), then a client-side navigation to the
 * variant's URL (its loader brings price, images and tiers). Only the newest choice navigates; a
 * failure leaves the current variant on screen with a message.
 */
export function useVariantSwitch(
  productId: string,
  groups: readonly ConfiguratorGroup[],
  selected: readonly string[],
) {
  const api = useStoreApi()
  const { navigation } = useApp()
  const [status, setStatus] = useState<VariantSwitchStatus>({ kind: 'idle' })
  const latest = useRef(0)

  const choose = useCallback(
    async (groupId: string, optionId: string) => {
      const request = ++latest.current
      setStatus({ kind: 'switching', groupId, optionId })
      try {
        const found = await api.product.findVariant(
          productId,
          selectionWith(groups, selected, groupId, optionId),
          groupId,
        )
        if (request !== latest.current) return
        if (!found) {
          setStatus({ kind: 'not-found' })
          return
        }
        const href = productHref({ id: found.id, seoPathInfo: found.seoPathInfo })
        // the page hint in the history state spares the catch-all its `/seo-url` lookup
        await navigation.navigate({
          href,
          state: pageState(productPageHint({ id: found.id })),
          resetScroll: false,
        })
        if (request === latest.current) setStatus({ kind: 'idle' })
      } catch {
        if (request === latest.current) setStatus({ kind: 'failed' })
      }
    },
    [api, navigation, productId, groups, selected],
  )
  return { status, choose }
}
