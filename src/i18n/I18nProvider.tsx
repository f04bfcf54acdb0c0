import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { type ReactNode, useMemo } from 'react'

/**
 * Lingui's context with a value that never changes for a page's `i18n`. Lingui's own provider
 * renews its value on every `change` event, and loading a feature catalog (ensureCatalogs) emits
 * one: every consumer would re-render, and a server-rendered island that has not hydrated yet
 * (src/components/island.tsx) would be thrown away and rendered afresh. Nothing needs that render:
 * the locale never changes within a page (the language switcher loads the other locale's
 * document), and catalogs load before the routes that use them render, which read `i18n` live.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n])
  return <LinguiContext value={value}>{children}</LinguiContext>
}
