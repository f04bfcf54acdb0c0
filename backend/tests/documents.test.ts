import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transition } from '../checkout/transactions.ts'
import { DEMO_CUSTOMER } from '../seed/customers.ts'
import { pdfText } from '../test-support/pdf-text.ts'
import { headers, login, token } from './account-helpers.ts'
import {
  type CartBackend,
  cartBackend,
  closeCartBackend,
  customer,
  errorCodes,
  fill,
  guest,
  IDS,
  type Shopper,
} from './checkout-helpers.ts'
import { arr, call, get, type JsonValue, str } from './helpers.ts'

let t: CartBackend
let demoToken = ''
beforeAll(async () => {
  t = await cartBackend()
  demoToken = token(await login(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password))
})
afterAll(() => closeCartBackend(t))

interface DocRow {
  id: string
  deep_link_code: string
  document_number: string
  document_type: string
}

const documentsOf = (orderNumber: string): DocRow[] =>
  t.db
    .prepare<[string], DocRow>(
      `SELECT d.id, d.deep_link_code, d.document_number, d.document_type FROM document d
       JOIN orders o ON o.id = d.order_id WHERE o.order_number = ? ORDER BY d.document_number`,
    )
    .all(orderNumber)

const path = (doc: DocRow, code = doc.deep_link_code) => `/store-api/document/download/${doc.id}/${code}`

async function fetchDocument(
  doc: DocRow,
  contextToken?: string | null,
  init: RequestInit = {},
  code?: string,
) {
  const res = await t.request(path(doc, code), {
    ...init,
    headers: { ...headers(contextToken), ...(init.headers as Record<string, string> | undefined) },
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { res, bytes, text: res.headers.get('content-type') === 'application/pdf' ? pdfText(bytes) : '' }
}

async function problem(res: Response, bytes: Uint8Array): Promise<string[]> {
  const body = JSON.parse(new TextDecoder().decode(bytes)) as { errors: { code: string; status: string }[] }
  for (const error of body.errors) expect(error.status).toBe(String(res.status))
  return body.errors.map((e) => e.code)
}

const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\u202f/g, '\u00a0')

describe('the seeded orders', () => {
  it('every demo order has its invoice, and those with goods a delivery note', () => {
    expect(documentsOf('10001').map((d) => d.document_type)).toEqual(['invoice', 'delivery_note'])
    expect(documentsOf('10003').map((d) => d.document_type)).toEqual(['invoice', 'delivery_note'])
    expect(documentsOf('10004').map((d) => d.document_type)).toEqual(['invoice'])
  })

  it('the invoice is a German PDF with the shop, the numbers, the addresses, the lines and the VAT', async () => {
    const [invoice] = documentsOf('10001')
    if (!invoice) throw new Error('no invoice')
    const { res, bytes, text } = await fetchDocument(invoice, demoToken)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="invoice_${invoice.document_number}.pdf"`,
    )
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    expect(new TextDecoder().decode(bytes.subarray(-6))).toContain('%%EOF')
    // Rendered from the stored order: the same file on every download.
    expect((await fetchDocument(invoice, demoToken)).bytes).toEqual(bytes)
    expect(text).toContain(`Rechnung ${invoice.document_number}`)
    expect(text).toContain('Bestellnummer:\n10001')
    expect(text).toContain(`Kundennummer:\n${'10001'}`)
    expect(text).toContain('Gartenwerk GmbH · Stresemannstraße 162 · 22769 Hamburg')
    expect(text).toContain('Lindenallee 5')
    expect(text).toContain('Gartenstraße 12')
    expect(text).toContain('USt-IdNr.: DE 812 345 679')

    const order = t.db
      .prepare<[], { id: string; price: string; amount_total: number; amount_net: number }>(
        "SELECT id, price, amount_total, amount_net FROM orders WHERE order_number = '10001'",
      )
      .get()
    if (!order) throw new Error('no order')
    const items = t.db
      .prepare<[string], { label: string; quantity: number; unit_price: number; total_price: number }>(
        'SELECT label, quantity, unit_price, total_price FROM order_line_item WHERE order_id = ? ORDER BY position',
      )
      .all(order.id)
    expect(items.length).toBe(3)
    for (const item of items) {
      expect(text).toContain(item.label)
      expect(text).toContain(euro(item.unit_price))
      expect(text).toContain(euro(item.total_price))
    }
    const taxes = (JSON.parse(order.price) as { calculatedTaxes: { taxRate: number; tax: number }[] })
      .calculatedTaxes
    expect(taxes.length).toBeGreaterThan(0)
    for (const tax of taxes) expect(text).toContain(`zzgl. ${tax.taxRate} % MwSt.\n${euro(tax.tax)}`)
    expect(text).toContain(`Gesamtsumme netto\n${euro(order.amount_net)}`)
    expect(text).toContain(`Gesamtsumme brutto\n${euro(order.amount_total)}`)
    expect(text).not.toContain('Einfuhrumsatzsteuer')
  })

  it('the delivery note lists quantities without prices and goes to the shipping address', async () => {
    const note = documentsOf('10001').find((d) => d.document_type === 'delivery_note')
    if (!note) throw new Error('no delivery note')
    const { res, text } = await fetchDocument(note, demoToken, {}, undefined)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`delivery_note_${note.document_number}.pdf`)
    expect(text).toContain(`Lieferschein ${note.document_number}`)
    // The whole postal block, additional line and state included (the same lines as the order mail).
    expect(text).toContain('Anna Lindner\nGartenstraße 12\nHinterhaus\n80331 München\nBayern, Deutschland')
    expect(text).not.toContain('Gesamtsumme brutto')
    expect(text).not.toContain('€')
  })

  it('renders in the language the order was placed in', async () => {
    const [invoice] = documentsOf('10002')
    if (!invoice) throw new Error('no invoice')
    const setLanguage = t.db.prepare("UPDATE orders SET language_id = ? WHERE order_number = '10002'")
    try {
      setLanguage.run(IDS.languageEn)
      const english = await fetchDocument(invoice, demoToken)
      expect(english.text).toContain(`Invoice ${invoice.document_number}`)
      expect(english.text).toContain('Order number:\n10002')
      expect(english.text).toMatch(/plus 19% VAT\n€\d/)
      setLanguage.run(IDS.languageFr)
      const french = await fetchDocument(invoice, demoToken)
      expect(french.text).toContain(`Facture ${invoice.document_number}`)
      expect(french.text).toContain('N° de commande:\n10002')
      expect(french.text).toContain('Désignation')
      expect(french.text).toMatch(/TVA 19\u00a0%\n\d+,\d\d\u00a0€/)
    } finally {
      setLanguage.run(IDS.languageDe)
    }
  })
})

describe('documents of a new order', () => {
  const placedDocuments = (order: JsonValue): DocRow[] =>
    arr(order, 'documents').map((d) => ({
      id: str(d, 'id'),
      deep_link_code: str(d, 'deepLinkCode'),
      document_number: str(d, 'documentNumber'),
      document_type: str(d, 'documentType', 'technicalName'),
    }))

  it('placing an order writes the invoice and, for goods, the delivery note (numbers go on from the seed)', async () => {
    const before = Number(
      t.db
        .prepare<[], { last_value: number }>("SELECT last_value FROM number_range WHERE name = 'document'")
        .get()?.last_value,
    )
    const s = await customer(t)
    await fill(t, s, [['GW-TEAK-OIL', 2]])
    const placed = await s.order()
    expect(placed.status).toBe(200)
    const docs = placedDocuments(placed.body)
    expect(docs.map((d) => d.document_type)).toEqual(['invoice', 'delivery_note'])
    expect(docs.map((d) => Number(d.document_number))).toEqual([before + 1, before + 2])
    for (const d of docs) expect(d.deep_link_code).toMatch(/^[A-Za-z0-9_-]{32}$/)

    const digital = await customer(t)
    await fill(t, digital, [['GW-CARE-GUIDE']])
    const digitalOrder = await digital.order()
    expect(placedDocuments(digitalOrder.body).map((d) => d.document_type)).toEqual(['invoice'])
  })

  it('the order list shows the documents with their type (schema-checked)', async () => {
    const s = await customer(t)
    await fill(t, s, [['GW-TEAK-OIL']])
    const placed = await s.order()
    const listed = await call(t, 'POST', '/order', {
      headers: headers(s.token),
      body: { associations: { documents: { associations: { documentType: {} } } } },
    })
    expect(listed.status).toBe(200)
    const docs = arr(listed.body, 'orders', 'elements', 0, 'documents')
    expect(docs.map((d) => get(d, 'documentType', 'technicalName'))).toEqual(['invoice', 'delivery_note'])
    expect(docs.map((d) => get(d, 'documentType', 'name'))).toEqual(['Rechnung', 'Lieferschein'])
    expect(str(placed.body, 'id')).toBe(str(listed.body, 'orders', 'elements', 0, 'id'))
  })

  it('a Swiss order is invoiced free of VAT with the import VAT note, in French when ordered in French', async () => {
    const s = await guest(t, {
      shippingAddress: {
        countryId: IDS.countryCh,
        street: 'Bahnhofstrasse 3',
        zipcode: '8001',
        city: 'Zürich',
      },
    })
    await s.context({ languageId: IDS.languageFr })
    await fill(t, s, [['GW-TEAK-OIL']])
    const placed = await s.order()
    expect(placed.status).toBe(200)
    expect(str(placed.body, 'taxStatus')).toBe('tax-free')
    const [invoice] = placedDocuments(placed.body)
    if (!invoice) throw new Error('no invoice')
    const { res, text } = await fetchDocument(invoice, s.token)
    expect(res.status).toBe(200)
    expect(text).toContain(`Facture ${invoice.document_number}`)
    expect(text).toContain('Livraison à l’exportation exonérée de TVA')
    expect(text).toContain('TVA à l’importation')
    expect(text).not.toMatch(/TVA \d/)
    expect(text).toContain('Bahnhofstrasse 3')
  })
})

describe('who may download a document', () => {
  let victim: DocRow
  let attacker: Shopper
  beforeAll(async () => {
    const [invoice] = documentsOf('10001')
    if (!invoice) throw new Error('no invoice')
    victim = invoice
    attacker = await customer(t)
  })

  it('another customer gets 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN, with or without the code', async () => {
    const { res, bytes } = await fetchDocument(victim, attacker.token)
    expect(res.status).toBe(403)
    expect(await problem(res, bytes)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
    const post = await fetchDocument(victim, attacker.token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, zipcode: '10115' }),
    })
    expect(post.res.status).toBe(403)
  })

  it('a visitor without a login gets 403 for a registered customer’s document', async () => {
    const { res, bytes } = await fetchDocument(victim, null)
    expect(res.status).toBe(403)
    expect(await problem(res, bytes)).toEqual(['CHECKOUT__CUSTOMER_NOT_LOGGED_IN'])
  })

  it('the owner with a wrong code, or an unknown document, is a 404 DOCUMENT__DOCUMENT_NOT_FOUND', async () => {
    const wrong = await fetchDocument(victim, demoToken, {}, 'x'.repeat(32))
    expect(wrong.res.status).toBe(404)
    expect(await problem(wrong.res, wrong.bytes)).toEqual(['DOCUMENT__DOCUMENT_NOT_FOUND'])
    const other = documentsOf('10002')[0]
    if (!other) throw new Error('no second document')
    const swapped = await fetchDocument(victim, demoToken, {}, other.deep_link_code)
    expect(swapped.res.status).toBe(404)
    const unknown = await fetchDocument({ ...victim, id: 'f'.repeat(32) }, demoToken)
    expect(unknown.res.status).toBe(404)
    expect(await problem(unknown.res, unknown.bytes)).toEqual(['DOCUMENT__DOCUMENT_NOT_FOUND'])
    const malformed = await fetchDocument({ ...victim, id: 'not-an-id' }, demoToken)
    expect(malformed.res.status).toBe(400)
    expect(await problem(malformed.res, malformed.bytes)).toEqual(['FRAMEWORK__INVALID_UUID'])
  })

  it('a guest order opens with the deep-link code plus the e-mail and billing postcode only', async () => {
    const email = `gast-${Date.now()}@example.com`
    const buyer = await guest(t, { email })
    await fill(t, buyer, [['GW-TEAK-OIL']])
    const placed = await buyer.order()
    const invoiceId = str(placed.body, 'documents', 0, 'id')
    const code = str(placed.body, 'documents', 0, 'deepLinkCode')
    const zipcode = str(placed.body, 'billingAddress', 'zipcode')
    const doc: DocRow = { id: invoiceId, deep_link_code: code, document_number: '', document_type: 'invoice' }
    const post = (body: unknown, withCode = code) =>
      fetchDocument(
        doc,
        null,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        withCode,
      )
    const missing = await post({})
    expect(missing.res.status).toBe(403)
    expect(await problem(missing.res, missing.bytes)).toEqual(['CHECKOUT__GUEST_NOT_AUTHENTICATED'])
    const wrong = await post({ email, zipcode: '99999' })
    expect(wrong.res.status).toBe(403)
    expect(await problem(wrong.res, wrong.bytes)).toEqual(['CHECKOUT__GUEST_WRONG_CREDENTIALS'])
    const wrongCode = await post({ email, zipcode }, 'y'.repeat(32))
    expect(wrongCode.res.status).toBe(404)
    const ok = await post({ email: email.toUpperCase(), zipcode })
    expect(ok.res.status).toBe(200)
    expect(ok.text).toContain(str(placed.body, 'orderNumber'))
    const query = await t.request(
      `${path(doc)}?email=${encodeURIComponent(email)}&zipcode=${encodeURIComponent(zipcode)}`,
    )
    expect(query.status).toBe(200)
    // The guest's own session is the order's customer: the code alone opens it, a wrong one does not.
    expect((await fetchDocument(doc, buyer.token, {}, code)).res.status).toBe(200)
    expect((await fetchDocument(doc, buyer.token, {}, 'z'.repeat(32))).res.status).toBe(404)
  })
})

describe('downloads and payment', () => {
  it('a purchased file opens only once its order is paid, and never for another customer', async () => {
    const buyer = await customer(t)
    await fill(t, buyer, [['GW-CARE-GUIDE']])
    const placed = await buyer.order()
    const orderId = str(placed.body, 'id')
    const item = arr(placed.body, 'lineItems').find((i) => arr(i, 'downloads').length > 0)
    const downloadId = str(item, 'downloads', 0, 'id')
    expect(get(item, 'downloads', 0, 'accessGranted')).toBe(false)
    const file = (contextToken: string | null) =>
      t.request(`/store-api/order/download/${orderId}/${downloadId}`, { headers: headers(contextToken) })
    const unpaid = await file(buyer.token)
    expect(unpaid.status).toBe(404)
    expect(errorCodes({ status: 404, headers: unpaid.headers, body: await unpaid.json() })).toEqual([
      'CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND',
    ])
    const transactionId = str(placed.body, 'transactions', 0, 'id')
    expect(transition(t.db, transactionId, 'paid')).toBe('paid')
    const paid = await file(buyer.token)
    expect(paid.status).toBe(200)
    expect(new TextDecoder().decode(new Uint8Array(await paid.arrayBuffer()).subarray(0, 5))).toBe('%PDF-')
    const stranger = await customer(t)
    expect((await file(stranger.token)).status).toBe(404)
    expect((await file(null)).status).toBe(403)
    const listed = await call(t, 'POST', '/order', { headers: headers(buyer.token), body: {} })
    const granted = arr(listed.body, 'orders', 'elements', 0, 'lineItems').find(
      (i) => arr(i, 'downloads').length > 0,
    )
    expect(get(granted, 'downloads', 0, 'accessGranted')).toBe(true)
  })
})
