// Constants shared by the browser, the server and the machines. Imports nothing (domain layer).

/** Header that unsafe methods to the same-origin `/store-api` proxy must carry (CSRF guard). */
export const STOREFRONT_REQUEST_HEADER = 'x-storefront'
export const STOREFRONT_REQUEST_HEADER_VALUE = '1'

/**
 * A read made as a page kept for everyone was rendered: the `/store-api` proxy sends it without the
 * visitor's context token and keeps any token the answer brings out of the visitor's cookie. The
 * islands of such a page load their data with it when they hydrate (src/components/island-data.ts),
 * so they hydrate from what the server rendered them with, not from the visitor's view of it.
 */
export const SHARED_CONTEXT_HEADER = 'x-storefront-context'
export const SHARED_CONTEXT_HEADER_VALUE = 'shared'

/** Same-origin path of the Store API proxy. */
export const STORE_API_PATH = '/store-api'

/** HttpOnly cookie that keeps the Store API context token. */
export const CONTEXT_TOKEN_COOKIE = 'sw-context-token'
export const CONTEXT_TOKEN_HEADER = 'sw-context-token'

/** Cookie that keeps the visitor's locale choice. */
export const LOCALE_COOKIE = 'sw-locale'

/** Locale and context-token cookies live 365 days. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The client asks for a new build this often. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000

/** A failed chunk load reloads the page at most once within this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000

/** Delay before the 'endpoint/access token broken' hint for a 412. */
export const PRECONDITION_HINT_DELAY_MS = 2_000

/** The message of a 503 that shows the maintenance page (besides the 'maintenance' failure reason). */
export const MAINTENANCE_MESSAGE = 'MAINTENANCE_MODE'

/** Path of the build information file the client polls. */
export const BUILD_INFO_PATH = '/build-info.json'

/**
 * The window property where the entry loader (src/entry-loader.ts) keeps the button presses it held
 * before the page's code ran: a function that stops holding and hands them over, once (taken by
 * holdEarlyInput in src/components/page-hydration.ts).
 */
export const EARLY_CLICKS_GLOBAL = '__gwEarlyClicks'

/**
 * The attribute the entry loader (src/entry-loader.ts) sets on `<html>` when the page's code could
 * not be loaded: base.css then shows `.shown-without-code`, the stand-ins for what the code would
 * have done (a form's submit button, a notice that part of the page did not arrive).
 */
export const CODE_FAILED_ATTRIBUTE = 'data-code-failed'
