import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GATEWAY_CSP } from '../payment/gateway/respond.ts'
import { expectErrorResponse } from '../test-support/contract.ts'
import { type CartBackend, cartBackend, closeCartBackend, guest, IDS } from './checkout-helpers.ts'
import { browse, handle, orderIdOf, orderWith } from './payment-helpers.ts'

let t: CartBackend
beforeAll(async () => {
  t = await cartBackend({ now: () => new Date('2026-11-20T10:00:00.000Z') })
})
afterAll(() => closeCartBackend(t))

/** A fresh order of a guest in `language`, handed to the gateway; returns the hosted page URL. */
async function gatewayUrl(method: string, language: string = IDS.languageDe): Promise<string> {
  const s = await guest(t, {}, { 'sw-language-id': language })
  await s.context({ languageId: language })
  const order = await orderWith(t, s, method)
  return (await handle(s, orderIdOf(order))) ?? ''
}

const attr = (html: string, id: string) => new RegExp(`<input id="${id}"[^>]*>`).exec(html)?.[0] ?? ''

describe('the card page', () => {
  it('is a plain, labelled form with the amount, the test cards and its own strict CSP', async () => {
    const page = await browse(t, await gatewayUrl(IDS.paymentCard))
    expect(page.headers.get('content-security-policy')).toBe(GATEWAY_CSP)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page.text).toContain('<html lang="de-DE">')
    expect(page.text).toContain('<h1>Mit Karte bezahlen</h1>')
    expect(page.text).toMatch(
      /<form method="post" action="\/demo-payment\/[\w-]+" class="gw-card" novalidate>/,
    )
    for (const [id, label] of [
      ['card-name', 'Name auf der Karte'],
      ['card-number', 'Kartennummer'],
      ['card-expiry', 'Gültig bis (MM/JJ)'],
      ['card-cvc', 'Prüfnummer (CVC)'],
    ]) {
      expect(page.text).toContain(`<label for="${id}">${label}</label>`)
    }
    expect(attr(page.text, 'card-number')).toContain('autocomplete="cc-number"')
    expect(attr(page.text, 'card-number')).not.toContain('autofocus')
    expect(page.text).toContain('4000 0000 0000 0002')
    expect(page.text).toContain('Karte abgelehnt')
    expect(page.text).not.toMatch(/<script/)
    expect(page.text).not.toMatch(/\sstyle=|\son\w+=/)
  })

  it('a refused submit keeps what was typed, ties each error to its field and focuses the first', async () => {
    const url = await gatewayUrl(IDS.paymentCard, IDS.languageEn)
    const typed = {
      action: 'pay',
      name: 'Anna <Lindner>',
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    }
    const page = await browse(t, url, typed)
    expect(page.status).toBe(422)
    expect(page.text).toContain('<html lang="en-GB">')
    expect(page.text).toContain('<div class="gw-errors" role="alert"><h2>Please check your details:</h2>')
    expect(page.text).toContain('<a href="#card-number">This card number is not valid. Please check it.</a>')
    const number = attr(page.text, 'card-number')
    expect(number).toContain('value="4242 4242 4242 4241"')
    expect(number).toContain('aria-invalid="true"')
    expect(number).toContain('aria-describedby="card-number-hint card-number-error"')
    expect(number).toContain('autofocus')
    expect(page.text).toContain('<p class="gw-error" id="card-number-error">')
    expect(attr(page.text, 'card-name')).toContain('value="Anna &lt;Lindner&gt;"')
    expect(attr(page.text, 'card-name')).not.toContain('aria-invalid')
    expect(page.text).toContain('This card has expired.')
    expect(page.text).toContain('The security code is 3 digits, or 4 for American Express.')
    expect(attr(page.text, 'card-expiry')).not.toContain('autofocus')
  })

  it('speaks French to a French order', async () => {
    const page = await browse(t, await gatewayUrl(IDS.paymentCard, IDS.languageFr))
    expect(page.text).toContain('<html lang="fr-FR">')
    expect(page.text).toContain('<h1>Payer par carte</h1>')
    expect(page.text).toContain('Annuler et retourner chez Gartenwerk')
    expect(page.text).toMatch(/Payer \d+,\d{2}[\u00a0\u202f]€/)
  })
})

describe('PayPal and Apple Pay pages', () => {
  it('PayPal asks to approve or cancel, both as forms', async () => {
    const page = await browse(t, await gatewayUrl(IDS.paymentPaypal, IDS.languageEn))
    expect(page.text).toContain('<h1>Pay with DemoPal</h1>')
    expect(page.text).toContain(
      'name="action" value="approve"><button type="submit" class="gw-button gw-primary">Agree and pay',
    )
    expect(page.text).toContain('Cancel and return to Gartenwerk')
  })

  it('Apple Pay says it is unavailable until its script finds ApplePaySession; approving needs payment data', async () => {
    const url = await gatewayUrl(IDS.paymentApplePay, IDS.languageEn)
    const page = await browse(t, url)
    expect(page.text).toContain('<script src="/demo-payment/assets/apple-pay.js" defer></script>')
    expect(page.text).toContain('<div id="apple-pay-available" hidden>')
    expect(page.text).toContain('Apple Pay is not available in this browser.')
    const noData = await browse(t, url, { action: 'approve', paymentData: '' })
    expect(noData.status).toBe(422)
    expect(noData.text).toContain('Apple Pay could not confirm the payment.')
    const session = await t.backend.paymentGateway.fetch(
      new Request(`http://localhost:3380${new URL(url).pathname}/apple-pay/session`, { method: 'POST' }),
    )
    expect(((await session.json()) as { displayName: string }).displayName).toBe('Gartenwerk')
    const approved = await browse(t, url, { action: 'approve', paymentData: '{"paymentData":{}}' })
    expect(approved.status).toBe(303)
  })

  it('serves its stylesheet and script from its own path and answers unknown sessions with 404', async () => {
    const css = await browse(t, '/demo-payment/assets/gateway.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const js = await browse(t, '/demo-payment/assets/apple-pay.js')
    expect(js.text).toContain('ApplePaySession')
    expect((await browse(t, '/demo-payment/assets/other.js')).status).toBe(404)
    const missing = await browse(t, '/demo-payment/unknown-session', undefined, { 'accept-language': 'fr' })
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Paiement introuvable')
  })

  it('exports the paths the storefront server mounts', () => {
    expect(t.backend.paymentGateway.paths).toEqual(['/demo-payment/*', '/payment/finalize-transaction'])
  })
})

const CHUNK = 4 * 1024

/** A chunked form body of `total` bytes that counts how much of it the server pulled. */
function countingForm(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0
  const prefix = new TextEncoder().encode('action=pay&name=')
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close()
        return
      }
      const size = Math.min(CHUNK, total - sent)
      const chunk = new Uint8Array(size).fill(0x61)
      if (sent === 0) chunk.set(prefix.subarray(0, size))
      sent += size
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => sent }
}

/** POSTs a streamed form to a gateway page (no Content-Length unless given: chunked). */
async function postStream(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; text: string }> {
  const res = await t.backend.paymentGateway.fetch(
    new Request(new URL(new URL(url).pathname, 'http://localhost:3380'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  )
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() }
}

const sessionStatus = (url: string) =>
  t.db
    .prepare<[string], { status: string }>('SELECT status FROM demo_payment_session WHERE id = ?')
    .get(new URL(url).pathname.split('/').at(-1) ?? '')?.status

describe('form posts to the payment pages', () => {
  it('stop reading a chunked body as soon as it passes 16 KiB: 413 in Shopware’s error shape', async () => {
    const url = await gatewayUrl(IDS.paymentCard)
    const body = countingForm(4 * 1024 * 1024)
    const res = await postStream(url, body.stream)
    expect(res.status).toBe(413)
    expect(res.type).toContain('application/json')
    const parsed: unknown = JSON.parse(res.text)
    expectErrorResponse(413, parsed)
    expect(parsed).toMatchObject({
      errors: [
        {
          status: '413',
          code: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE',
          meta: { parameters: { maxBytes: 16 * 1024 } },
        },
      ],
    })
    expect(body.pulled()).toBeLessThanOrEqual(16 * 1024 + 2 * CHUNK)
    expect(sessionStatus(url)).toBe('pending')
  })

  it('refuse a declared Content-Length above the limit before reading', async () => {
    const url = await gatewayUrl(IDS.paymentPaypal)
    const body = countingForm(64 * 1024)
    const res = await postStream(url, body.stream, { 'content-length': String(64 * 1024) })
    expect(res.status).toBe(413)
    expectErrorResponse(413, JSON.parse(res.text))
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK)
  })

  it('to an unknown, an ended or an expired session are answered without reading the body', async () => {
    const unknown = countingForm(1024 * 1024)
    const missing = await postStream('http://localhost:3380/demo-payment/unknown-session', unknown.stream)
    expect(missing.status).toBe(404)
    expect(unknown.pulled()).toBeLessThanOrEqual(CHUNK)

    const url = await gatewayUrl(IDS.paymentPaypal, IDS.languageEn)
    expect((await browse(t, url, { action: 'cancel' })).status).toBe(303)
    const ended = countingForm(1024 * 1024)
    const refused = await postStream(url, ended.stream)
    expect(refused.status).toBe(410)
    expect(refused.text).toContain('This payment has ended')
    expect(ended.pulled()).toBeLessThanOrEqual(CHUNK)
    expect(sessionStatus(url)).toBe('cancelled')

    const late = await gatewayUrl(IDS.paymentCard)
    t.db
      .prepare('UPDATE demo_payment_session SET expires_at = ? WHERE id = ?')
      .run('2020-01-01T00:00:00.000Z', new URL(late).pathname.split('/').at(-1) ?? '')
    const expired = countingForm(1024 * 1024)
    const back = await postStream(late, expired.stream)
    expect(back.status).toBe(303)
    expect(expired.pulled()).toBeLessThanOrEqual(CHUNK)
    expect(sessionStatus(late)).toBe('cancelled')
  })
})
