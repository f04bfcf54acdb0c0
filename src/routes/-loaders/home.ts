// The home page's loader.
import { msg } from '@lingui/core/macro'
import { IslandData } from '../../components/island-data.ts'
import { LOCALES } from '../../domain/locale.ts'
import { carriedByDocument } from '../../features/seo/head-serialization.ts'
import type { Alternates } from '../../i18n/alternates.ts'
import type { RouterContext } from '../../router-context.ts'
import { sessionLoaded, whenSettled } from '../../system/settled.ts'
import { HOME_TITLE } from '../-lib/home-messages.ts'

const HOME_DESCRIPTION = msg`Teak, aluminium and rope garden furniture made to last: lounge sets, dining tables, chairs and loungers. Advice in our showroom, free shipping in the EU and Switzerland.`

/**
 * The CMS layout of the sales channel's root category (its home page in Shopware). Critical: the
 * context (for the root category id) and the category; failures reach the error page with their
 * status, since a home page without content is not worth serving.
 */
export async function loadHome({ api, system, i18n, locale, origins }: RouterContext) {
  // The root loads the context in parallel; wait for it instead of asking the Store API twice.
  const session =
    (await whenSettled(system, 'session', sessionLoaded)).context.session ?? (await api.context.get())
  const [category, { homeHead }] = await Promise.all([
    api.category.get(session.salesChannel.navigationCategoryId),
    // The head is built here, not in head(): the browser reads it back from the document, so it
    // loads the SEO code only for client-side navigation.
    import('../../features/seo/page-heads.ts'),
  ])
  const alternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, '/']))
  // Title, description, canonical, Open Graph, Organization + WebSite JSON-LD; hreflang: root.
  const head = homeHead(
    { locale, origins },
    {
      title: category.metaTitle || i18n._(HOME_TITLE),
      description: category.metaDescription || i18n._(HOME_DESCRIPTION),
      cmsPage: category.cmsPage,
    },
  )
  // The page content is an island that reloads the category by id when it hydrates: the page
  // carries only the alternates and the id (src/components/island-data.ts); the head is read back
  // from the document's <head> (src/features/seo/head-serialization.ts).
  return {
    alternates,
    head: carriedByDocument(head),
    categoryId: category.id,
    content: IslandData.of(category),
  }
}
