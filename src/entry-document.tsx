import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { AppContextValue } from './app/app-context.ts'
import { browserApi, browserSystem, rememberLocale } from './app/client-boot.ts'
import { readDocumentData } from './app/document-data.ts'
import { documentNavigation } from './app/document-navigation.tsx'
import {
  DocumentHead,
  DocumentPage,
  type DocumentRoutes,
  documentContent,
  hasIslandContent,
  isDocumentRoute,
} from './app/document-page.tsx'
import { PageHydration } from './components/page-hydration.ts'
import type { LegalLinks } from './domain/legal.ts'
import { DEFAULT_LOCALE, isLocale, splitLocaleFromPath } from './domain/locale.ts'
import { installChunkReload } from './app/chunk-reload.ts'
import { reportRecoverableError } from './app/recoverable-error.ts'
import { type Menus, NO_MENUS } from './features/layout/menus.ts'
import { shopYear } from './features/layout/shop-info.ts'
import { resolveAlternates } from './i18n/alternates.ts'
import { createChromeI18n, ensureCatalogs, ensurePageMessages } from './i18n/i18n.ts'

/**
 * The browser entry of a document page (src/app/document-page.tsx): it hydrates the page with the
 * same component the server rendered it with, without the router. Everything else is as on a page
 * the router drives (src/app/client-boot.ts): islands hydrate on intent, the actor system starts
 * when needed, the shopper read after load shows the basket count and name.
 */
async function boot(): Promise<void> {
  installChunkReload(window)
  // From now until their part of the page has hydrated, what the visitor does in forms is held and
  // replayed (a native submit now would reload the page while the code is arriving, and lose it).
  const hydration = new PageHydration(window)
  hydration.holdEarlyInput()
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  rememberLocale(document, locale)
  const page = readDocumentData(document)
  const route = page?.state.documentRoute
  if (!page || !route || !isDocumentRoute(route)) {
    // Nothing to hydrate from: the server's page stays as it is (links and forms work without code).
    console.error('This page has no data to hydrate from')
    return
  }
  const { state } = page
  const leaf = page.leaf as DocumentRoutes[typeof route]
  const [i18n, content] = await Promise.all([
    createChromeI18n(locale),
    // The content's code before hydration (./app/document-page.tsx, `documentContent`).
    documentContent(route, leaf, page.match),
  ])
  hydration.setPrerequisite(() => ensurePageMessages(i18n))
  // A content that is no island renders its own texts while hydrating.
  await Promise.all([
    ensureCatalogs(i18n, state.catalogs),
    hasIslandContent(route) ? null : ensurePageMessages(i18n),
  ])
  const { api, pageApi, configure } = browserApi(locale)
  configure(state)
  const system = browserSystem({ state, api, locale, i18n, hydration })
  const { path } = splitLocaleFromPath(window.location.pathname)
  const alternates = resolveAlternates([{ loaderData: page.root }, { loaderData: page.leaf }], path)
  const app = {
    api,
    pageApi: pageApi(state),
    system,
    locale,
    i18n,
    origins: state.origins,
    storeApiMode: state.storeApiMode,
    mapsApiKey: state.mapsApiKey,
    captchaSiteKey: state.captchaSiteKey,
    formResult: state.formResult,
    hydration,
    navigation: documentNavigation(locale, { path, search: window.location.search }, alternates),
  } satisfies AppContextValue
  const root = page.root as { navigation?: Menus; year?: number; legal?: LegalLinks | null } | undefined
  const menus = (root?.navigation ?? NO_MENUS) as Menus
  // The server's year, never this browser's clock: the footer hydrates with what it shows.
  const year = root?.year ?? shopYear(new Date())
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentPage
        app={app}
        location={{ path, search: window.location.search }}
        route={route}
        menus={menus}
        year={year}
        legal={root?.legal ?? null}
        head={<DocumentHead />}
      >
        {content}
      </DocumentPage>
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  )
}

void boot()
