import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { createStoreApiClient, type StoreApiAnswer, type StoreApiCall } from './api/index.ts'
import { type EntryLoaderScript, entryLoaderScript } from './entry-loader.ts'
import { lazyElementsReady } from './components/lazy-element.tsx'
import { CONTEXT_TOKEN_HEADER, PRECONDITION_HINT_DELAY_MS } from './domain/constants.ts'
import type { Locale } from './domain/locale.ts'
import type { NativeFormResult } from './domain/native-form.ts'
import type { StoreApiMode } from './domain/types.ts'
import { isBot } from './features/errors/bots.ts'
import { classifyError, schedulePreconditionHint } from './features/errors/status.ts'
import type { LocaleOrigins } from './i18n/alternates.ts'
import { createI18n, mergedCatalogs } from './i18n/i18n.ts'
import { DOCUMENT_CONTENT_MODULES, type DocumentRouteId, documentRouteOf } from './app/document-page.tsx'
import { DocumentPageServer, documentContentOf } from './app/document-page-server.tsx'
import type { DehydratedAppState } from './router-context.ts'
import { type AppRouter, createAppRouter } from './router.tsx'
import { SystemHost } from './system/host.ts'
import { pageViews } from './system/page-views.ts'
import { createRootSystem, getDehydratedState } from './system/runtime.ts'

/** What the document needs to boot the client: entry module(s), CSS, chunks to preload. */
export interface ClientAssets {
  scripts: Array<{ src?: string; children?: string }>
  css: string[]
  preloads: string[]
  /**
   * Chunks among `preloads` the entry loader evaluates one by one, each in a task of its own, before
   * the entry (src/entry-loader.ts): their evaluation with the entry's was one long task.
   */
  steps?: string[]
  /**
   * The document pages' entry (src/entry-document.tsx), which hydrates without the router; its CSS
   * is the router entry's (the root route's stylesheet). Without it every page is the router's.
   */
  document?: {
    scripts: Array<{ src?: string; children?: string }>
    preloads: string[]
    steps?: string[]
    /** Per content module the entry imports dynamically (by its source path), the chunks it adds. */
    contentPreloads?: Record<string, string[]>
  }
}

export interface RenderOptions {
  request: Request
  nonce: string
  locale: Locale
  origins: LocaleOrigins
  assets: ClientAssets
  /** The embedded back end or an external Shopware (shown on the /shopware page). */
  storeApiMode: StoreApiMode
  /** Google Maps key for the showroom map (null: static fallback). */
  mapsApiKey: string | null
  captchaSiteKey: string | null
  /** The outcome of a form posted without JavaScript that redirected here, shown once. */
  formResult: NativeFormResult | null
  storeApi: {
    /** Upstream `…/store-api` URL (or the in-process back end's). */
    baseURL: string
    fetch: typeof fetch
    /** The server's Store API read cache, asked before a read goes through `fetch` (none: always fetch). */
    answer?: (call: StoreApiCall) => StoreApiAnswer | undefined
    accessKey: string
    /** From the visitor's HttpOnly cookie. */
    contextToken: string | undefined
    languageId: string | undefined
    /** A loader received a new token: the server stores it in the cookie. */
    onContextToken: (token: string) => void
  }
}

export interface RenderResult {
  response: Response
}

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  408: 'Request Timeout',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

/**
 * A document page rendered whole (it never suspends on the server: lazily loaded parts are ready,
 * see lazyElementsReady) before the response starts, so the router's server state it reads is
 * released only after it, when the request handler returns.
 */
async function renderDocumentPage(
  element: ReactNode,
  { request, nonce, headers }: { request: Request; nonce: string; headers: HeadersInit },
): Promise<Response> {
  const stream = await renderToReadableStream(element, {
    signal: request.signal,
    nonce,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      if (!request.signal.aborted) console.error('Error rendering a document page:', error)
    },
  })
  await stream.allReady
  return new Response(stream, { status: 200, headers })
}

/**
 * A built client (one entry module): it and its imports load after the LCP image, started by a
 * script the root route renders on the server only (./entry-loader.ts), so it is not in the manifest
 * the page dehydrates for the browser's router.
 */
function entryLoaderFor(
  assets: Pick<ClientAssets, 'scripts' | 'preloads' | 'steps'>,
): EntryLoaderScript | undefined {
  const [only, ...more] = assets.scripts
  return only?.src && !only.children && more.length === 0
    ? entryLoaderScript(only.src, assets.preloads, assets.steps)
    : undefined
}

/**
 * A document page's entry loader: the entry's imports and those of the page's content module, whose
 * code the entry imports before hydrating (src/app/document-page.tsx, `documentContent`).
 */
function documentEntryLoader(
  document: NonNullable<ClientAssets['document']>,
  route: DocumentRouteId,
): EntryLoaderScript | undefined {
  const module = DOCUMENT_CONTENT_MODULES[route]
  const content = module ? (document.contentPreloads?.[module] ?? []) : []
  return entryLoaderFor({
    scripts: document.scripts,
    preloads: [...document.preloads, ...content],
    steps: document.steps,
  })
}

function manifestFor(assets: ClientAssets) {
  if (entryLoaderFor(assets)) {
    return { routes: { __root__: { preloads: [], css: assets.css, scripts: [] } } }
  }
  return {
    routes: {
      __root__: {
        preloads: assets.preloads,
        css: assets.css,
        // The entry module at low priority, like its preloaded imports: Chrome fetches module
        // scripts at high priority otherwise, beside the LCP image, and the page is readable
        // from the server HTML before any of it runs.
        scripts: assets.scripts.map(({ src, children }) => ({
          attrs: src ? { type: 'module', src, fetchPriority: 'low' } : { type: 'module' },
          ...(children ? { children } : {}),
        })),
      },
    },
  }
}

/** The page's status once the router has loaded it: a failed loader's classified status, or the router's. */
function pageStatus(router: AppRouter): { status: number; preconditionFailed: boolean } {
  const failed = router.stores.matches.get().find((match) => match.status === 'error')
  const classified = failed ? classifyError(failed.error) : undefined
  return {
    status: classified?.status ?? getSsrStatus(router),
    preconditionFailed: classified?.preconditionFailed ?? false,
  }
}

/** Runs once when the response stream ends (or is cancelled): releases per-request actors. */
function onStreamEnd(
  body: ReadableStream<Uint8Array> | null,
  done: () => void,
): ReadableStream<Uint8Array> | null {
  if (!body) {
    done()
    return null
  }
  let finished = false
  const finish = () => {
    if (!finished) {
      finished = true
      done()
    }
  }
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: ended } = await reader.read()
        if (ended) {
          finish()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        finish()
        controller.error(error)
      }
    },
    cancel(reason) {
      finish()
      return reader.cancel(reason)
    },
  })
}

/**
 * Server-renders one request: a fresh Store API client (the visitor's token, the locale's language),
 * root actor system, I18n and router. The status follows the page: 404 for unknown paths, the
 * classified status for loader errors (408/500/502/503); bots get that status with a minimal body.
 */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const { request, storeApi, locale, origins, storeApiMode, mapsApiKey, captchaSiteKey, formResult } = options
  const i18n = await createI18n(locale)
  const api = createStoreApiClient({
    baseURL: storeApi.baseURL,
    fetch: storeApi.fetch,
    ...(storeApi.answer ? { answer: storeApi.answer } : {}),
    headers: {
      'sw-access-key': storeApi.accessKey,
      ...(storeApi.contextToken ? { [CONTEXT_TOKEN_HEADER]: storeApi.contextToken } : {}),
    },
    languageId: () => storeApi.languageId,
    onContextToken: storeApi.onContextToken,
  })
  const system = createRootSystem({ api })
  const host = SystemHost.running(system)
  const manifest = manifestFor(options.assets)
  const entryLoader = entryLoaderFor(options.assets)

  // The page's route, when it is served as a document page (src/app/document-page.tsx): decided once
  // the router has loaded the page, before it dehydrates.
  let appRouter: AppRouter | undefined
  const documentRoute = (): DocumentRouteId | undefined =>
    options.assets.document && appRouter ? documentRouteOf(appRouter.stores.matches.get()) : undefined

  // The page is served as a document page: it renders without error (the handler below decides the same).
  const documentPage = (): DocumentRouteId | undefined =>
    appRouter && pageStatus(appRouter).status === 200 ? documentRoute() : undefined

  // What the browser's app starts from: the router's pages dehydrate it, a document page writes it.
  const dehydrate = (): DehydratedAppState => {
    const page = documentRoute()
    return {
      // getDehydratedState leaves every context token out of the page.
      views: pageViews(getDehydratedState(system).views),
      languageId: storeApi.languageId,
      origins,
      storeApiMode,
      mapsApiKey,
      captchaSiteKey,
      formResult,
      catalogs: mergedCatalogs(i18n),
      renderedForNobody: storeApi.contextToken === undefined,
      ...(page ? { documentRoute: page } : {}),
    }
  }

  // What the page's components get, through the router's context or a document page's app context.
  const services = {
    api,
    system: host,
    locale,
    i18n,
    origins,
    storeApiMode,
    mapsApiKey,
    captchaSiteKey,
    formResult,
  }

  const handler = createRequestHandler({
    request,
    getRouterManifest: () => manifest,
    createRouter: () =>
      (appRouter = createAppRouter({
        context: { ...services, entryLoader },
        nonce: options.nonce,
        preload: false,
        // A document page writes the state itself when it renders and never sends the router's
        // stream: the router's copy of it goes nowhere, so it gets no actor views to copy.
        dehydrate: () => (documentPage() ? { ...dehydrate(), views: {} } : dehydrate()),
      })),
  })

  let response: Response
  try {
    response = await handler(async ({ request: req, router, responseHeaders }) => {
      const { status, preconditionFailed } = pageStatus(router)
      if (preconditionFailed) schedulePreconditionHint(PRECONDITION_HINT_DELAY_MS)
      if (status >= 400 && isBot(req.headers.get('user-agent'))) {
        return new Response(`${status} ${STATUS_TEXT[status] ?? 'Error'}\n`, {
          status,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        })
      }
      // Lazily loaded parts of the page (CMS elements, the review form, the checkout chrome) must not
      // suspend on the server: their chunks were requested while the route chunks loaded.
      await lazyElementsReady()
      const page = documentPage()
      if (page) {
        // A document page carries its own data (src/app/document-data.ts), not the router's stream.
        const document = (
          <DocumentPageServer
            router={router}
            route={page}
            content={await documentContentOf(router, page)}
            state={dehydrate()}
            app={services}
            entryLoader={
              options.assets.document ? documentEntryLoader(options.assets.document, page) : undefined
            }
            devScripts={options.assets.document && !entryLoader ? options.assets.document.scripts : []}
            nonce={options.nonce}
          />
        )
        return renderDocumentPage(document, { request: req, nonce: options.nonce, headers: responseHeaders })
      }
      const rendered = await renderRouterToStream({
        request: req,
        router,
        responseHeaders,
        children: <RouterServer router={router} />,
      })
      if (rendered.response.status === status) return rendered
      return {
        ...rendered,
        response: new Response(rendered.response.body, { status, headers: rendered.response.headers }),
      }
    })
  } catch (error) {
    system.stop()
    throw error
  }
  return {
    response: new Response(
      onStreamEnd(response.body, () => system.stop()),
      {
        status: response.status,
        headers: response.headers,
      },
    ),
  }
}
