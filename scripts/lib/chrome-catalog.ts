import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { relative } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The page chrome's share of the `messages` catalog: the texts of the code that hydrates a page
 * whose content is an island (home, category, product, landing and CMS pages): header, footer
 * outside its island, notifications, route heads, error pages. The browser loads only this part
 * before hydrating such a page; the rest (`?page`) loads with the first island or client-side
 * navigation that needs it (src/i18n/i18n.ts). The server always uses the whole catalog.
 *
 * Selected by the source file a message is declared in (its `#:` origin in the .po file), so the
 * .po files and lingui.config.ts stay as they are. A file in the hydration path that declares a
 * message and is not listed here would hydrate with the message's id instead of its text:
 * `npx tsx scripts/check-chrome-catalog.ts` (after a build) finds such files.
 */
export const CHROME_SOURCES: readonly string[] = [
  'src/routes/',
  'src/features/layout/',
  'src/features/notifications/',
  'src/features/errors/',
  'src/features/search/messages.ts',
  'src/features/wishlist/messages.ts',
  'src/features/wishlist/HeaderWishlistEntry.tsx',
]

export const isChromeSource = (file: string): boolean =>
  CHROME_SOURCES.some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix)))

type Part = 'chrome' | 'page'
const PART = /\/messages\.po\?(chrome|page)$/

/**
 * Compiles `locales/<locale>/messages.po?chrome` and `?page` (the rest) the way @lingui/vite-plugin
 * compiles a whole catalog (it ignores ids with a query other than `?lingui`).
 */
export function chromeCatalog(): Plugin {
  const config = getConfig()
  return {
    name: 'storefront:chrome-catalog',
    async transform(_source, id) {
      const part = PART.exec(id)?.[1] as Part | undefined
      if (!part) return null
      const file = id.split('?')[0] ?? id
      const found = getCatalogForFile(
        relative(config.rootDir ?? process.cwd(), file),
        await getCatalogs(config),
      )
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`)
      const { catalog, locale } = found
      this.addWatchFile(file)
      const [entries, { messages }] = await Promise.all([
        catalog.read(locale),
        catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales ?? {},
          sourceLocale: config.sourceLocale ?? 'en-GB',
        }),
      ])
      const inChrome = (messageId: string) =>
        (entries?.[messageId]?.origin ?? []).some(([origin]) => isChromeSource(origin))
      const selected = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => inChrome(messageId) === (part === 'chrome')),
      )
      const { source, errors } = createCompiledCatalog(locale, selected, { namespace: 'es' })
      if (errors.length > 0) throw new Error(`${file}?${part}: ${errors.length} messages do not compile`)
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
