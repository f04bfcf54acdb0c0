import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDS, idFor } from '../../backend/lib/ids.ts'
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts'
import { type Answer, DEMO, errorCodes, ORIGIN, type Shop, startShop } from './harness.ts'

/**
 * What the shop writes back: every field a visitor or customer can set comes back escaped on the
 * pages that show it (names, addresses, reviews, search terms; CMS HTML through the sanitiser, whose
 * vector-by-vector tests are src/features/cms/sanitize.vectors.test.ts), and no answer sends the
 * browser to another site (login return path, locale redirect and switcher, payment return).
 */

let shop: Shop
let demo = ''
let productId = ''
let productPath = ''

/** The shop's own origins: a redirect may go there and nowhere else. */
const OWN_HOSTS = new Set(['localhost:3000', 'en.localhost:3000'])

/** Strings that must never reach a page as markup (each contains `<`, so escaped text differs). */
const VECTORS = [
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '</script><script>alert(1)</script>',
  "<img src=x onerror=alert('xss')>",
  ...XSS_VECTORS.slice(0, 6),
]

/**
 * Markup only an injection produces: a script without the response's nonce (JSON-LD is data, not
 * run, but must not be able to close its element), an inline handler, a javascript: URL in a tag.
 * Escaped text (`&lt;img onerror=…&gt;`) starts no tag, so it never matches.
 */
function injectedMarkup(html: string): string[] {
  const found: string[] = []
  const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1]
  for (const [, tag = '', content = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (/type="application\/ld\+json"/.test(tag)) {
      if (content.includes('<')) found.push(`${tag}${content.slice(0, 80)}`)
    } else if (!nonce || !tag.includes(`nonce="${nonce}"`)) found.push(tag)
  }
  // Attributes as a browser reads them, so that text inside a quoted value (a search field holding
  // the escaped term `"><svg onload=…>` as its value is safe) is not taken for an attribute.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    for (const [, name = '', raw = ''] of tag.matchAll(/\s([^\s"'>/=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      const value = raw.replace(/^["']|["']$/g, '').trim()
      if (
        /^on[a-z]+$/i.test(name) ||
        (/^(href|src|action|formaction)$/i.test(name) && /^javascript:/i.test(value))
      ) {
        found.push(tag)
        break
      }
    }
  }
  return found
}

function expectSafePage(answer: Answer, label: string): void {
  expect(answer.status, label).toBe(200)
  expect(injectedMarkup(answer.body), label).toEqual([])
  for (const vector of VECTORS) expect(answer.body, `${label}: ${vector}`).not.toContain(vector)
}

function expectOnSite(answer: Answer, label: string): void {
  const location = answer.headers.location
  if (answer.status < 300 || answer.status >= 400 || location === undefined) return
  const target = new URL(location, ORIGIN)
  expect(['http:', 'https:'], `${label} → ${location}`).toContain(target.protocol)
  expect(OWN_HOSTS.has(target.host), `${label} → ${location}`).toBe(true)
}

beforeAll(async () => {
  shop = await startShop()
  demo = await shop.login(DEMO.email, DEMO.password)
  const product = shop.query<{ id: string }>("SELECT id FROM product WHERE product_number = 'GW-TEAK-OIL'")[0]
  productId = product?.id ?? ''
  productPath = `/${shop.query<{ p: string }>('SELECT seo_path_info AS p FROM seo_url WHERE foreign_key = ? AND is_canonical = 1', productId)[0]?.p ?? ''}`
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

describe('XSS: every echoed field is escaped', () => {
  it('the customer’s name and addresses on the account pages and in the header', async () => {
    const customer = await shop.customer()
    const [first, last, street, city, company] = VECTORS
    const profile = await shop.api('POST', '/account/change-profile', customer.token, {
      salutationId: idFor('salutation', 'mr'),
      firstName: first,
      lastName: last,
    })
    expect(profile.status).toBe(200)
    const address = await shop.api('POST', '/account/address', customer.token, {
      salutationId: idFor('salutation', 'mr'),
      firstName: first,
      lastName: last,
      company,
      street,
      zipcode: '10115',
      city,
      countryId: IDS.countryDe,
    })
    expect(address.status).toBe(200)
    for (const path of ['/account', '/account/profile', '/account/address', '/checkout/cart'])
      expectSafePage(await shop.page(path, customer.token), path)
    // The values arrived as text (escaped), so the test above is about escaping, not rejection.
    expect((await shop.page('/account/profile', customer.token)).body).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
  })

  it('a review on the product page', async () => {
    const title = VECTORS[0] ?? ''
    const write = await shop.api('POST', `/product/${productId}/review`, demo, {
      title,
      content: `${VECTORS.join(' ')} — the text of the review goes on for long enough.`,
      points: 5,
    })
    expect(write.status).toBe(200)
    // Published, as a moderator would, so that every visitor's page shows it.
    shop.write('UPDATE product_review SET status = 1 WHERE product_id = ? AND title = ?', productId, title)
    for (const token of [undefined, demo]) {
      const page = await shop.page(productPath, token)
      expectSafePage(page, `${productPath} (${token ? 'author' : 'visitor'})`)
      // Shown, as text: the check above is about escaping, not about a review left out.
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    }
  })

  it('a search term on the search page and in the suggestions', async () => {
    for (const vector of VECTORS) {
      const query = new URLSearchParams({ search: vector }).toString()
      expectSafePage(await shop.page(`/search?${query}`), `/search?${query}`)
      const suggest = await shop.api('POST', '/search-suggest', undefined, { search: vector })
      expect(suggest.headers['content-type']).toMatch(/^application\/json/)
    }
  })

  it('CMS HTML: script, handlers and javascript: URLs are removed, the text stays', async () => {
    const slot = shop.query<{ id: string; config: string; language_id: string }>(
      "SELECT s.id, t.config, t.language_id FROM cms_slot s JOIN cms_slot_translation t ON t.cms_slot_id = s.id WHERE s.type = 'text' AND t.config LIKE '%Draußen zu Hause%'",
    )[0]
    expect(slot).toBeDefined()
    if (!slot) return
    const config = JSON.parse(slot.config) as { content: { value: string } }
    config.content.value = `<p>Sicher und sauber</p>${XSS_VECTORS.join('')}<a href="javascript:alert(1)">x</a>`
    shop.write(
      'UPDATE cms_slot_translation SET config = ? WHERE cms_slot_id = ? AND language_id = ?',
      JSON.stringify(config),
      slot.id,
      slot.language_id,
    )
    const home = await shop.page('/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('Sicher und sauber')
    expect(injectedMarkup(home.body)).toEqual([])
  })
})

describe('open redirects', () => {
  const offsite = [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'https:evil.example',
    '/\t/evil.example',
  ]

  it('the login return path (redirect=…) stays on the shop, logged in or not', async () => {
    for (const target of offsite) {
      const path = `/login?${new URLSearchParams({ redirect: target })}`
      for (const token of [undefined, demo]) {
        const answer = await shop.page(path, token)
        expect(answer.status, path).toBeLessThan(500)
        expectOnSite(answer, path)
        if (answer.status === 200) expect(injectedMarkup(answer.body), path).toEqual([])
      }
    }
    // The check above can fail: a same-origin return path is followed.
    const back = await shop.page('/login?redirect=%2Faccount%2Forder', demo)
    expect(back.status).toBeGreaterThanOrEqual(300)
    expect(new URL(back.headers.location ?? '', ORIGIN).pathname).toBe('/account/order')
  })

  it('the locale redirect and the language switcher name the configured domains, whatever the Host', async () => {
    for (const host of ['evil.example', 'localhost:3000.evil.example', 'localhost:1']) {
      const first = await shop.send('/', { headers: { host, 'accept-language': 'en-GB,en;q=0.9' } })
      expectOnSite(first, `first visit via ${host}`)
      // An unknown Host is refused (400) or answered with the configured domain's URLs.
      const page = await shop.send('/', { headers: { host, cookie: 'sw-locale=de-DE' } })
      expect([200, 400], host).toContain(page.status)
      expect(page.body).not.toContain('evil.example')
      expect(page.body).not.toContain('localhost:1/')
    }
    for (const path of ['//evil.example', '/fr-FR//evil.example', '/%2F%2Fevil.example', '/\\evil.example']) {
      const answer = await shop.send(path, { headers: { cookie: 'sw-locale=de-DE' } })
      expect(answer.status, path).toBeLessThan(500)
      expectOnSite(answer, path)
    }
  })

  it('the payment return (finishUrl, errorUrl, finalize-transaction) never leaves the shop', async () => {
    const customer = await shop.customer()
    const token = customer.token
    expect((await shop.api('PATCH', '/context', token, { paymentMethodId: IDS.paymentCard })).status).toBe(
      200,
    )
    const add = await shop.api('POST', '/checkout/cart/line-item', token, {
      items: [{ type: 'product', id: productId, referencedId: productId, quantity: 1 }],
    })
    expect(add.status).toBe(200)
    const order = await shop.api('POST', '/checkout/order', token, {})
    expect(order.status).toBe(200)
    const orderId = (JSON.parse(order.body) as { id: string }).id
    for (const target of offsite.slice(0, 3)) {
      for (const key of ['finishUrl', 'errorUrl']) {
        const refused = await shop.api('POST', '/handle-payment', token, { orderId, [key]: target })
        expect(refused.status, `${key}=${target}`).toBe(400)
        expect(errorCodes(refused)).toEqual(['VIOLATION::INVALID_URL_ERROR'])
      }
    }
    const handled = await shop.api('POST', '/handle-payment', token, {
      orderId,
      finishUrl: '/checkout/finish',
      errorUrl: '/checkout/payment-failed',
    })
    expect(handled.status).toBe(200)
    const gateway = (JSON.parse(handled.body) as { redirectUrl: string }).redirectUrl
    expect(new URL(gateway, ORIGIN).host).toBe('localhost:3000')
    const paid = await shop.send(new URL(gateway, ORIGIN).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        name: 'Anna Lindner',
        number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    })
    expectOnSite(paid, 'gateway')
    const finalize = new URL(paid.headers.location ?? '/', ORIGIN)
    expect(finalize.pathname).toBe('/payment/finalize-transaction')
    const back = await shop.send(`${finalize.pathname}${finalize.search}`)
    expectOnSite(back, 'finalize')
    expect(new URL(back.headers.location ?? '', ORIGIN).pathname).toBe('/checkout/finish')
    // A forged or replayed token is an error page, never a redirect somewhere else.
    for (const query of ['?_sw_payment_token=forged', '?_sw_payment_token=', '']) {
      const forged = await shop.send(`/payment/finalize-transaction${query}`)
      expect(forged.status, query).toBeLessThan(500)
      expectOnSite(forged, `finalize${query}`)
    }
  })
})
