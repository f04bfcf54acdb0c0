// Development only: the statechart book (scripts/statecharts/book.ts) at /_dev/statecharts/, made on
// each request from the machine definitions, so an edited machine shows on the next reload. Only
// server/dev.ts (`npm run dev`) mounts it, loading the book through Vite's SSR loader; the production
// entry (server/main.ts, `npm start`) never imports it, so a production server has no such route.

export const STATECHARTS_PATH = '/_dev/statecharts'

/** What the book module gives: every page by file name (`index.html`, `checkout.html` …). */
export interface StatechartBook {
  renderBook(): Map<string, string>
}

export interface BookAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * The answer to a request for the book, or null when `url` is not under /_dev/statecharts (the
 * request goes on to the app). Pages link to each other relatively, hence the trailing slash.
 */
export async function answerStatechartBook(
  method: string,
  url: string,
  load: () => Promise<StatechartBook>,
): Promise<BookAnswer | null> {
  const { pathname } = new URL(url, 'http://dev.local')
  if (pathname !== STATECHARTS_PATH && !pathname.startsWith(`${STATECHARTS_PATH}/`)) return null
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' },
      body: 'Method not allowed',
    }
  }
  if (pathname === STATECHARTS_PATH)
    return { status: 308, headers: { location: `${STATECHARTS_PATH}/` }, body: '' }
  const name = pathname.slice(STATECHARTS_PATH.length + 1) || 'index.html'
  let html: string | undefined
  try {
    html = (await load()).renderBook().get(name)
  } catch (error) {
    // A machine that does not load (mid-edit): say why instead of dropping the request.
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error)
    return { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: text }
  }
  if (!html)
    return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No such page' }
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: method === 'HEAD' ? '' : html,
  }
}
