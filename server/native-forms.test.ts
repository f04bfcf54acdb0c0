import { describe, expect, it, vi } from 'vitest'
import { NATIVE_FORM_RESULT_COOKIE } from '../src/domain/native-form.ts'
import { encodeResult, parseQuantity, readNativeFormResult } from './native-forms.ts'
import { createRecordingUpstream, createTestApp } from './test-support.ts'

const FORM = 'application/x-www-form-urlencoded'

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    url: `http://localhost:3000${path}`,
    init: {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': FORM, ...headers },
      body: new URLSearchParams(fields).toString(),
    },
  }
}

function resultOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${NATIVE_FORM_RESULT_COOKIE}=`))
  return readNativeFormResult(cookie?.split(';')[0])
}

describe('forms posted without JavaScript', () => {
  it('logs in through the Store API with the context cookie and redirects to the account (303)', async () => {
    const { upstream, received } = createRecordingUpstream({ issueToken: 'rotated456' })
    const { app } = createTestApp(upstream)
    const { url, init } = post(
      '/fr-FR/login?redirect=%2Faccount%2Forders',
      { _form: 'login', username: ' demo@example.org ', password: 'secret-1' },
      { cookie: 'sw-context-token=oldtoken123' },
    )
    const response = await app.request(url, init)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/fr-FR/account/orders')
    const call = received.find((request) => request.url.endsWith('/store-api/account/login'))
    expect(call?.method).toBe('POST')
    expect(call?.headers['sw-context-token']).toBe('oldtoken123')
    expect(call?.headers['sw-access-key']).toBe('SWSCTESTKEY')
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ username: 'demo@example.org', password: 'secret-1' })
    const cookies = response.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/sw-context-token=rotated456;.*HttpOnly/)
    expect(resultOf(response)).toEqual({ form: 'login', outcome: 'loggedIn', values: {} })
    // Neither the password nor the e-mail address is in the redirect.
    expect(response.headers.get('location')).not.toMatch(/secret|demo/)
  })

  it('never redirects a login off the shop', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/login?redirect=%2F%2Fevil.example', {
      _form: 'login',
      username: 'a@b.c',
      password: 'x',
    })
    const response = await app.request(url, init)
    expect(response.headers.get('location')).toBe('/account')
    // A dot segment the return-path check resolves only after its own checks.
    for (const redirect of ['/.//evil.example', '/./\\evil.example', '/a/..//evil.example']) {
      const dotted = post(`/login?redirect=${encodeURIComponent(redirect)}`, {
        _form: 'login',
        username: 'a@b.c',
        password: 'x',
      })
      const location = (await app.request(dotted.url, dotted.init)).headers.get('location') ?? ''
      expect(location, redirect).toMatch(/^\/[^/\\]/)
    }
  })

  it('refuses a post from another site or without any origin information, before touching the Store API', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: '' }]) {
      const { url, init } = post('/login', { _form: 'login', username: 'a@b.c', password: 'x' }, headers)
      const response = await app.request(url, init)
      expect(response.status).toBe(403)
      expect((await response.json()).errors[0].code).toBe('STOREFRONT__CROSS_SITE_FORM')
    }
    // No Origin at all: only a same-origin fetch metadata header lets it through.
    const { url, init } = post('/checkout/cart', { _form: 'cart.remove', lineItemId: 'abc' })
    const { origin: _dropped, ...withoutOrigin } = init.headers
    expect((await app.request(url, { ...init, headers: withoutOrigin })).status).toBe(403)
    const sameOrigin = { ...withoutOrigin, 'sec-fetch-site': 'same-origin' }
    expect((await app.request(url, { ...init, headers: sameOrigin })).status).toBe(303)
    expect(received.filter((request) => request.url.includes('/account/login'))).toHaveLength(0)
  })

  it('keeps the security headers on its answers', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/checkout/cart', { _form: 'cart.remove', lineItemId: 'abc' })
    const response = await app.request(url, init)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBeTruthy()
  })

  it('changes a quantity: a typed one wins over the button the browser clicks for Enter', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const typed = post('/checkout/cart', {
      _form: 'cart.quantity',
      lineItemId: 'line1',
      current: '2',
      quantity: '5',
      step: '1',
    })
    expect((await app.request(typed.url, typed.init)).headers.get('location')).toBe('/checkout/cart')
    const stepped = post('/checkout/cart', {
      _form: 'cart.quantity',
      lineItemId: 'line1',
      current: '2',
      quantity: '2',
      step: '3',
    })
    await app.request(stepped.url, stepped.init)
    const patches = received
      .filter((request) => request.method === 'PATCH')
      .map((request) => JSON.parse(request.body))
    expect(patches).toEqual([
      { items: [{ id: 'line1', quantity: 5 }] },
      { items: [{ id: 'line1', quantity: 3 }] },
    ])
  })

  it("adds the product page's typed quantity; its − and + add nothing and lead back showing the stepped quantity", async () => {
    const PRODUCT = '0123456789abcdef0123456789abcdef'
    const { upstream, received } = createRecordingUpstream({
      answer: (path) =>
        path === `/store-api/product/${PRODUCT}`
          ? Response.json({ product: { minPurchase: 2, purchaseSteps: 2, calculatedMaxPurchase: 10 } })
          : undefined,
    })
    const { app } = createTestApp(upstream)
    const page = `/detail/${PRODUCT}`
    const added = post(page, { _form: 'cart.add', productId: PRODUCT, quantity: '3' })
    const response = await app.request(added.url, added.init)
    expect(response.headers.get('location')).toBe(page)
    expect(resultOf(response)?.outcome).toBe('added')
    const adds = received.filter((request) => request.url.endsWith('/checkout/cart/line-item'))
    expect(adds.map((request) => JSON.parse(request.body))).toEqual([
      { items: [{ id: PRODUCT, referencedId: PRODUCT, type: 'product', quantity: 3 }] },
    ])

    // + from the typed 4 (steps of 2 from 2), − from 2 (the minimum stays), + from nothing valid
    const chosen: Array<string | undefined> = []
    for (const [quantity, step] of [
      ['4', 'up'],
      ['2', 'down'],
      ['zwei', 'up'],
      ['10', 'up'],
    ] as const) {
      const stepped = post(page, { _form: 'cart.add', productId: PRODUCT, quantity, step })
      const answer = await app.request(stepped.url, stepped.init)
      expect(answer.headers.get('location')).toBe(page)
      expect(resultOf(answer)?.outcome).toBe('quantityChosen')
      chosen.push(resultOf(answer)?.values.quantity)
    }
    expect(chosen).toEqual(['6', '2', '4', '10'])
    expect(received.filter((request) => request.url.endsWith('/checkout/cart/line-item'))).toHaveLength(1)

    const invalid = post(page, { _form: 'cart.add', productId: PRODUCT, quantity: '1.5' })
    expect(resultOf(await app.request(invalid.url, invalid.init))?.outcome).toBe('invalidQuantity')
  })

  it('says so when a quantity is not a whole number, and sends nothing', async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/checkout/cart', {
      _form: 'cart.quantity',
      lineItemId: 'line1',
      current: '1',
      quantity: '1.5',
    })
    const response = await app.request(url, init)
    expect(resultOf(response)?.outcome).toBe('invalidQuantity')
    expect(received.filter((request) => request.method === 'PATCH')).toHaveLength(0)
  })

  it('answers forms it cannot carry out with the page that says what to do', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/register', { _form: 'register', email: 'a@b.c', password: 'secret' })
    const response = await app.request(url, init)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/register')
    expect(resultOf(response)).toEqual({ form: 'register', outcome: 'needsScript', values: {} })
  })

  it("signs the footer's address up for the newsletter in the page's language and leads back to the footer", async () => {
    const { upstream, received } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/fr-FR/Gartentische?p=2', {
      _form: 'footer-newsletter',
      email: ' ada@example.org ',
    })
    const response = await app.request(url, init)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/fr-FR/Gartentische?p=2#footer-newsletter')
    const call = received.find((request) => request.url.endsWith('/store-api/newsletter/subscribe'))
    expect(call?.method).toBe('POST')
    expect(call?.headers['sw-language-id']).toBe('fr0000000000000000000000000000fr')
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      email: 'ada@example.org',
      option: 'subscribe',
      storefrontUrl: 'http://localhost:3000/fr-FR',
    })
    expect(resultOf(response)).toEqual({ form: 'footer-newsletter', outcome: 'subscribed', values: {} })
    // The address is in the one-time cookie only, never in the redirect.
    expect(response.headers.get('location')).not.toMatch(/ada/)
  })

  it('keeps an address the newsletter refuses and says why: invalid, throttled, bot check, failure', async () => {
    const answers: Record<string, Response> = {}
    const { upstream, received } = createRecordingUpstream({
      answer: (path) => (path === '/store-api/newsletter/subscribe' ? answers.subscribe : undefined),
    })
    const { app } = createTestApp(upstream)
    const send = async (email: string) => {
      const { url, init } = post('/', { _form: 'footer-newsletter', email })
      return resultOf(await app.request(url, init))
    }
    // Not an address: refused here, nothing sent.
    expect(await send('not-an-address')).toEqual({
      form: 'footer-newsletter',
      outcome: 'invalidEmail',
      values: { email: 'not-an-address' },
    })
    expect(received.filter((request) => request.url.endsWith('/newsletter/subscribe'))).toHaveLength(0)
    const problem = (status: number, pointer: string, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify({ errors: [{ status: String(status), source: { pointer } }] }), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      })
    answers.subscribe = problem(400, '/email')
    expect((await send('a@b'))?.outcome).toBe('invalidEmail')
    answers.subscribe = problem(429, '', { 'retry-after': '30' })
    expect(await send('a@b.c')).toEqual({
      form: 'footer-newsletter',
      outcome: 'throttled',
      values: { email: 'a@b.c' },
      retryAfterSeconds: 30,
    })
    answers.subscribe = problem(403, '')
    expect((await send('a@b.c'))?.outcome).toBe('needsScript')
    // A refusal of something else is a failure, told as one, not a crash of the handler: the
    // answer's body is read once (reading it and then cancelling it threw "ReadableStream is locked").
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      answers.subscribe = problem(400, '/storefrontUrl')
      expect((await send('a@b.c'))?.outcome).toBe('failed')
      answers.subscribe = problem(400, '/email')
      expect((await send('a@b'))?.outcome).toBe('invalidEmail')
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })

  it('refuses bodies that are not URL-encoded forms', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    const { url, init } = post('/login', {}, { 'content-type': 'application/json' })
    expect((await app.request(url, { ...init, body: '{}' })).status).toBe(415)
  })

  it('hands the outcome to the next page render once, then clears it', async () => {
    const { upstream } = createRecordingUpstream()
    const { app, renders } = createTestApp(upstream)
    const value = encodeResult({
      form: 'login',
      outcome: 'invalidCredentials',
      values: { username: 'a@b.c' },
    })
    const response = await app.request('http://localhost:3000/login', {
      headers: { host: 'localhost:3000', cookie: `${NATIVE_FORM_RESULT_COOKIE}=${value}` },
    })
    expect(renders[0]?.formResult).toEqual({
      form: 'login',
      outcome: 'invalidCredentials',
      values: { username: 'a@b.c' },
    })
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${NATIVE_FORM_RESULT_COOKIE}=;.*Max-Age=0`),
    )
    // A forged or broken cookie is no result.
    await app.request('http://localhost:3000/login', {
      headers: { host: 'localhost:3000', cookie: `${NATIVE_FORM_RESULT_COOKIE}=bm90LWpzb24` },
    })
    expect(renders[1]?.formResult).toBeNull()
  })

  it('keeps the result cookie small whatever was typed: a value is cut, a huge cookie never set', async () => {
    const { upstream } = createRecordingUpstream({
      answer: (path) =>
        path === '/store-api/account/login'
          ? new Response('{"errors":[{"status":"401"}]}', { status: 401 })
          : undefined,
    })
    const { app } = createTestApp(upstream)
    // 60 KB fit the form limit (64 KB): the answer carried all of it back in an 82 KB Set-Cookie.
    const username = `${'a'.repeat(60 * 1024)}@example.org`
    const { url, init } = post('/login', { _form: 'login', username, password: 'x' })
    const response = await app.request(url, init)
    expect(response.status).toBe(303)
    for (const cookie of response.headers.getSetCookie()) expect(cookie.length).toBeLessThan(2048)
    expect(resultOf(response)).toEqual({
      form: 'login',
      outcome: 'invalidCredentials',
      values: { username: 'a'.repeat(320) },
    })
  })

  it('bounds the encoded result for any value: wide characters and escapes are cut or dropped', () => {
    for (const value of [
      '\u{1F331}'.repeat(5000),
      '\u0001'.repeat(5000),
      '"'.repeat(5000),
      'x'.repeat(5000),
    ]) {
      const encoded = encodeResult({
        form: 'login',
        outcome: 'failed',
        values: { username: value, email: value },
      })
      expect(encoded.length).toBeLessThanOrEqual(2048)
      const read = readNativeFormResult(`${NATIVE_FORM_RESULT_COOKIE}=${encoded}`)
      expect(read?.outcome).toBe('failed')
      // What is kept is a prefix of what was typed, never something else.
      for (const kept of Object.values(read?.values ?? {})) expect(value.startsWith(kept)).toBe(true)
    }
  })

  it('always leads back to a path on the shop, whatever path the form was posted to', async () => {
    const { upstream } = createRecordingUpstream()
    const { app } = createTestApp(upstream)
    // A 404 page has the footer's form, so a post to any path is a real one: `//evil.example/x`
    // must not become a protocol-relative Location (`//evil.example/x#footer-newsletter` was).
    for (const [path, expected] of [
      ['//evil.example/x', '/evil.example/x'],
      ['///evil.example/x', '/evil.example/x'],
      ['/\\evil.example/x', '/evil.example/x'],
      ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
      ['/%09/evil.example', '/%09/evil.example'],
      ['/Gartentische?p=2', '/Gartentische?p=2'],
    ] as const) {
      for (const form of ['footer-newsletter', 'cart.remove', 'register']) {
        // The URL keeps `//evil.example/x` as its path, as @hono/node-server builds it from the
        // request line; a backslash becomes a slash there.
        const response = await app.request(`http://localhost:3000${path}`, {
          method: 'POST',
          headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': FORM },
          body: new URLSearchParams({ _form: form, email: 'a@b.c', lineItemId: 'abc' }).toString(),
        })
        const location = response.headers.get('location') ?? ''
        expect(response.status, `${form} ${path}`).toBe(303)
        expect(location.split('#')[0], `${form} ${path}`).toBe(expected)
        expect(location, `${form} ${path}`).toMatch(/^\/[^/\\]/)
      }
    }
  })

  it('reads only whole quantities from 1 to 10 000', () => {
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity(' 12 ')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '', '100000', null])
      expect(parseQuantity(bad)).toBeUndefined()
  })
})
