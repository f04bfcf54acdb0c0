import { type AnyRouter, HeadContent, RouterContextProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LegalLinks } from '../domain/legal.ts'
import type { EntryLoaderScript } from '../entry-loader.ts'
import type { DehydratedAppState } from '../router-context.ts'
import { splitLocaleFromPath } from '../domain/locale.ts'
import { type Menus, NO_MENUS } from '../features/layout/menus.ts'
import { EntryLoader } from '../features/layout/page-parts.tsx'
import { shopYear } from '../features/layout/shop-info.ts'
import { resolveAlternates } from '../i18n/alternates.ts'
import type { AppContextValue } from './app-context.ts'
import { DOCUMENT_DATA_ID, documentDataText } from './document-data.ts'
import { documentNavigation } from './document-navigation.tsx'
import {
  type DocumentMatch,
  type DocumentRouteId,
  type DocumentRoutes,
  DocumentPage,
  documentContent,
} from './document-page.tsx'

export interface DocumentPageServerProps {
  /** The router that loaded the page: its loader data and head. */
  router: AnyRouter
  route: DocumentRouteId
  /** The page's content (`documentContentOf`). */
  content: ReactNode
  /** What the browser's app starts from (the state the router's pages dehydrate). */
  state: DehydratedAppState
  app: Omit<AppContextValue, 'navigation'>
  /** Production: the script that starts the document entry after the LCP image. */
  entryLoader: EntryLoaderScript | undefined
  /** Development: the document entry's module scripts (Vite serves them). */
  devScripts: ReadonlyArray<{ src?: string; children?: string }>
  nonce: string
}

/**
 * Every navigation from a document page is a page load: Chromium fetches the next page when the
 * visitor hovers or presses a link to it (Speculation Rules, `moderate`), as the router would have
 * preloaded it. Pages for one shopper (account, basket, checkout, wishlist, orders) are left out;
 * other browsers ignore the script. It is in `<head>`, which the browser keeps as it is
 * (DocumentHead), so hydration never sees it.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '{/:locale}?/account{/*}?',
                '{/:locale}?/checkout{/*}?',
                '{/:locale}?/wishlist{/*}?',
                '{/:locale}?/login{/*}?',
                '{/:locale}?/register{/*}?',
                '{/:locale}?/order{/*}?',
              ],
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

/**
 * The server's document page (./document-page.tsx): the router has loaded it; the router's head,
 * the page's data (./document-data.ts) and the document entry's loader are around the same
 * component the browser hydrates.
 */
/** The route's match as the page's content and data block carry it. */
function leafOf(router: AnyRouter): { data: DocumentRoutes[DocumentRouteId]; match: DocumentMatch } {
  const matches = router.stores.matches.get()
  const leafMatch = matches[matches.length - 1]
  return {
    data: leafMatch?.loaderData as DocumentRoutes[DocumentRouteId],
    match: {
      params: (leafMatch?.params ?? {}) as Record<string, string>,
      search: (leafMatch?.search ?? {}) as Record<string, unknown>,
    },
  }
}

/** The page's content, its code loaded (./document-page.tsx, `documentContent`): before rendering. */
export function documentContentOf(router: AnyRouter, route: DocumentRouteId): Promise<ReactNode> {
  const { data, match } = leafOf(router)
  return documentContent(route, data, match)
}

export function DocumentPageServer({
  router,
  route,
  content,
  state,
  app,
  entryLoader,
  devScripts,
  nonce,
}: DocumentPageServerProps) {
  const matches = router.stores.matches.get()
  const { path } = splitLocaleFromPath(router.state.location.pathname)
  const alternates = resolveAlternates(matches, path)
  const navigation = documentNavigation(
    app.locale,
    { path, search: router.state.location.searchStr },
    alternates,
  )
  const root = matches[0]?.loaderData as
    | { navigation?: unknown; year?: number; legal?: LegalLinks | null }
    | undefined
  const menus = root?.navigation
  const { data, match } = leafOf(router)
  return (
    <RouterContextProvider router={router}>
      <DocumentPage
        app={{ ...app, navigation }}
        location={{ path, search: router.state.location.searchStr }}
        route={route}
        menus={(menus ?? NO_MENUS) as Menus}
        year={root?.year ?? shopYear(new Date())}
        legal={root?.legal ?? null}
        head={
          <head>
            <HeadContent />
            <script
              type="speculationrules"
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON, nothing from a request
              dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
            />
          </head>
        }
        tail={
          <>
            <script
              type="application/json"
              id={DOCUMENT_DATA_ID}
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (documentDataText)
              dangerouslySetInnerHTML={{
                __html: documentDataText({
                  state,
                  root: matches[0]?.loaderData,
                  leaf: data,
                  match,
                }),
              }}
            />
            {entryLoader ? <EntryLoader script={entryLoader} nonce={nonce} /> : null}
            {devScripts.map((script) =>
              script.src ? <script key={script.src} type="module" src={script.src} nonce={nonce} /> : null,
            )}
          </>
        }
      >
        {content}
      </DocumentPage>
    </RouterContextProvider>
  )
}
