import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../backend/test-support/pdf-text.ts'
import { DEMO, errorCodes, type Shop, startShop } from './harness.ts'

/**
 * Order documents and purchased files through the storefront as a browser fetches them (the
 * same-origin /store-api proxy with the session cookie): the owner gets the PDF byte for byte with
 * its headers; another customer, a visitor, a wrong deep-link code and an unpaid order get nothing.
 * The back end's own rules per case are in backend/tests/documents.test.ts.
 */

interface DocumentRow {
  id: string
  deep_link_code: string
  order_number: string
  document_type: string
}

let shop: Shop
let victim = ''
let attacker = ''
let documents: DocumentRow[] = []

beforeAll(async () => {
  shop = await startShop()
  victim = await shop.login(DEMO.email, DEMO.password)
  attacker = (await shop.customer()).token
  documents = shop.query<DocumentRow>(
    `SELECT d.id, d.deep_link_code, o.order_number, d.document_type FROM document d
     JOIN orders o ON o.id = d.order_id
     WHERE o.customer_id = (SELECT id FROM customer WHERE email = ?)`,
    DEMO.email,
  )
}, 120_000)

afterAll(async () => {
  await shop?.close()
})

const path = (doc: DocumentRow, code = doc.deep_link_code) => `/document/download/${doc.id}/${code}`

describe('order documents through the storefront', () => {
  it('has documents to attack (else every check below would pass vacuously)', () => {
    expect(documents.length).toBeGreaterThanOrEqual(4)
  })

  it('the owner gets each PDF with its type and file name', async () => {
    for (const doc of documents) {
      const answer = await shop.api('GET', path(doc), victim)
      expect(answer.status, doc.id).toBe(200)
      expect(answer.headers['content-type']).toBe('application/pdf')
      expect(answer.headers['content-disposition']).toMatch(
        /^inline; filename="(invoice|delivery_note)_\d+\.pdf"$/,
      )
      expect(answer.headers['cache-control']).toBe('private, no-store')
      expect(answer.body.startsWith('%PDF-')).toBe(true)
      expect(answer.body.trimEnd().endsWith('%%EOF')).toBe(true)
      // The words are hex strings (ASCII), so they survive the harness's text decoding.
      expect(pdfText(Buffer.from(answer.body, 'utf8'))).toContain(doc.order_number)
      // The proxy passes the file unchanged: the same bytes as the Store API answers directly.
      const direct = await shop.test.request(`/store-api${path(doc)}`, {
        headers: { 'sw-context-token': victim },
      })
      expect(answer.body).toBe(Buffer.from(await direct.arrayBuffer()).toString('utf8'))
    }
  })

  it('another customer, with the right code, gets 403 for every one of them and no byte of the file', async () => {
    for (const doc of documents) {
      for (const method of ['GET', 'POST']) {
        const answer = await shop.api(method, path(doc), attacker, method === 'POST' ? {} : undefined)
        expect(answer.status, `${method} ${doc.id}`).toBe(403)
        expect(errorCodes(answer)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
        expect(answer.body).not.toContain('%PDF')
      }
    }
  })

  it('a visitor without a session gets 403, even with the e-mail and postcode of the order', async () => {
    for (const doc of documents) {
      const answer = await shop.api('POST', path(doc), undefined, { email: DEMO.email, zipcode: '10115' })
      expect(answer.status).toBe(403)
      expect(errorCodes(answer)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    }
  })

  it("a wrong or another document's code is a 404, also for the owner", async () => {
    const [first, second] = documents
    if (!first || !second) throw new Error('need two documents')
    for (const code of ['A'.repeat(32), second.deep_link_code, `${first.deep_link_code}x`]) {
      const answer = await shop.api('GET', path(first, code), victim)
      expect(answer.status).toBe(404)
      expect(errorCodes(answer)).toEqual(['DOCUMENT__DOCUMENT_NOT_FOUND'])
    }
  })

  it('the order page links the documents; the attacker sees neither links nor codes', async () => {
    const order = shop.query<{ id: string }>("SELECT id FROM orders WHERE order_number = '10001'")[0]
    if (!order) throw new Error('no order 10001')
    const own = await shop.page(`/account/order/${order.id}`, victim)
    expect(own.status).toBe(200)
    const ownDocs = documents.filter((d) => d.order_number === '10001')
    for (const doc of ownDocs)
      expect(own.body).toContain(`/store-api/document/download/${doc.id}/${doc.deep_link_code}`)
    const list = await shop.page('/account/documents', attacker)
    expect(list.status).toBe(200)
    for (const doc of documents) expect(list.body).not.toContain(doc.deep_link_code)
  })
})

describe('purchased files through the storefront', () => {
  it("an unpaid order's file is refused to its owner until the payment is in", async () => {
    const unpaid = shop.query<{ order_id: string; id: string }>(
      `SELECT i.order_id, d.id FROM order_line_item_download d JOIN order_line_item i ON i.id = d.order_line_item_id
       JOIN orders o ON o.id = i.order_id WHERE o.order_number = '10004'`,
    )
    expect(unpaid.length).toBeGreaterThan(0)
    for (const { order_id, id } of unpaid) {
      const answer = await shop.api('GET', `/order/download/${order_id}/${id}`, victim)
      expect(answer.status).toBe(404)
      expect(errorCodes(answer)).toEqual(['CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND'])
    }
    const page = await shop.page('/account/downloads', victim)
    expect(page.status).toBe(200)
    for (const { order_id, id } of unpaid)
      expect(page.body).not.toContain(`/store-api/order/download/${order_id}/${id}`)
  })
})
