import { pageProblems } from '../fixtures/crawl-checks.ts'
import { origin, viaLoopback } from '../fixtures/servers.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * Crawls every URL of the sitemap in the three locales against the built server and fails on what
 * a shopper must never see: a raw mapping key (`category.description`), a technical link
 * (`/navigation/<id>`, `/detail/<id>`, `/landingPage/<id>`) or an unresolved `{{ }}` placeholder
 * (tests/fixtures/crawl-checks.ts). Plain HTTP: the server-rendered HTML is what crawlers and
 * shoppers without JavaScript get, and what the browser hydrates.
 *
 * Rendering is the crawl's cost, and one server renders on one core: the pages of a sitemap are
 * asked for in turn from the shop and from the shop without guest orders, a second server process on
 * the same seeded catalogue (only its checkout differs), so that a crawl, or two at once, keeps both
 * cores busy instead of queueing on one.
 */

const SHOP = origin('shop')
const SHOP_EN = origin('shop', 'en.localhost')
const SECOND_SERVER_PORT = new URL(origin('noGuest')).port
const CONCURRENCY = 4

const SITEMAPS = [
  { locale: 'de-DE', sitemap: `${SHOP}/sitemap.xml` },
  { locale: 'en-GB', sitemap: `${SHOP_EN}/sitemap.xml` },
  { locale: 'fr-FR', sitemap: `${SHOP}/fr-FR/sitemap.xml` },
] as const

test.describe('sitemap crawl', () => {
  for (const { locale, sitemap } of SITEMAPS) {
    test(`every sitemap page of ${locale}: no raw key, technical link or placeholder`, async ({
      request,
    }) => {
      test.setTimeout(600_000)
      const target = viaLoopback(sitemap)
      const xml = await (await request.get(target.url, { headers: target.headers })).text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
      expect(locs.length).toBeGreaterThan(20)
      const problems: string[] = []
      const queue = locs.map((loc, index) => {
        if (index % 2 === 0) return loc
        const onSecond = new URL(loc)
        onSecond.port = SECOND_SERVER_PORT
        return onSecond.href
      })
      const worker = async () => {
        for (let loc = queue.shift(); loc; loc = queue.shift()) {
          const page = viaLoopback(loc)
          const answer = await request.get(page.url, { headers: page.headers, maxRedirects: 0 })
          problems.push(...pageProblems(loc, answer.status(), await answer.text()))
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))
      expect(problems).toEqual([])
    })
  }

  test('the checks catch each fault they look for', () => {
    const html = (body: string) => `<html><body>${body}</body></html>`
    expect(pageProblems('x', 200, html('<p>category.description</p>'))).toHaveLength(1)
    expect(
      pageProblems('x', 200, html('<a href="/navigation/0123456789abcdef0123456789abcdef">A</a>')),
    ).toHaveLength(1)
    expect(
      pageProblems('x', 200, html('<a href="/fr-FR/detail/0123456789abcdef0123456789abcdef">A</a>')),
    ).toHaveLength(1)
    expect(
      pageProblems(
        'x',
        200,
        html('<img src="124c71d524604ccbad6042edce3ac799/landingPage/0123456789abcdef0123456789abcdef#">'),
      ),
    ).toHaveLength(1)
    expect(pageProblems('x', 200, html('<p>Hallo {{ product.name }}</p>'))).toHaveLength(2)
    expect(pageProblems('x', 404, html(''))).toHaveLength(1)
    expect(pageProblems('x', 200, html('<p>Gartenstühle</p><a href="/Gartenstuehle/">A</a>'))).toEqual([])
  })
})
