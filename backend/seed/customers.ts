import bcrypt from 'bcryptjs'
import { IDS, idFor } from '../lib/ids.ts'
import { type SeedContext, dayOffset } from './context.ts'

/**
 * The demo customer (documented in the README) with a billing and a different shipping address in
 * Germany and four past orders: completed and paid, paid with a digital download (access granted),
 * open and unpaid (prepayment), and one whose PayPal payment failed. Deterministic: fixed ids, dates
 * relative to the catalogue date, and a bcrypt hash with a fixed salt.
 */
export const DEMO_CUSTOMER = {
  email: 'demo@gartenwerk.example',
  password: 'gartenwerk-demo',
  id: idFor('customer', 'demo'),
  billingAddressId: idFor('customer_address', 'demo-billing'),
  shippingAddressId: idFor('customer_address', 'demo-shipping'),
} as const

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A bcrypt salt derived from a key, so the seeded hash is the same on every run. */
export function fixedSalt(key: string, cost = 10): string {
  const hex = idFor('bcrypt-salt', key) + idFor('bcrypt-salt-2', key)
  let salt = ''
  for (let i = 0; i < 22; i++) salt += BCRYPT_ALPHABET[Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 64]
  return `$2b$${String(cost).padStart(2, '0')}$${salt}`
}

interface ProductPick {
  id: string
  number: string
  name: string
  price: number
  taxRate: number
  coverMediaId: string | null
  states: string
  downloadMediaId: string | null
}

const round = (n: number) => Math.round(n * 100) / 100

function taxOf(gross: number, rate: number) {
  return round(gross - gross / (1 + rate / 100))
}

function calculatedPrice(unit: number, quantity: number, rate: number) {
  const total = round(unit * quantity)
  return {
    unitPrice: unit,
    quantity,
    totalPrice: total,
    calculatedTaxes: [
      { tax: taxOf(total, rate), taxRate: rate, price: total, apiAlias: 'cart_tax_calculated' },
    ],
    taxRules: [{ taxRate: rate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  }
}

interface OrderSpec {
  key: string
  number: string
  daysAgo: number
  state: 'open' | 'in_progress' | 'completed' | 'cancelled'
  transaction: 'open' | 'paid' | 'failed'
  delivery: 'open' | 'shipped'
  payment: string
  shipping: string
  items: [productNumber: string, quantity: number][]
  documents: ('invoice' | 'delivery_note')[]
}

// Every order has the invoice the shop writes when an order is placed, and a delivery note when goods
// ship (backend/documents/create.ts); only the digital order 10004 has no delivery note.
const ORDERS: OrderSpec[] = [
  {
    key: 'demo-1',
    number: '10001',
    daysAgo: 62,
    state: 'completed',
    transaction: 'paid',
    delivery: 'shipped',
    payment: IDS.paymentCard,
    shipping: IDS.shippingStandard,
    items: [
      ['GW-BOR-102', 4],
      ['GW-BOR-109', 1],
      ['GW-TEAK-OIL', 1],
    ],
    documents: ['invoice', 'delivery_note'],
  },
  {
    key: 'demo-2',
    number: '10002',
    daysAgo: 24,
    state: 'completed',
    transaction: 'paid',
    delivery: 'shipped',
    payment: IDS.paymentPaypal,
    shipping: IDS.shippingStandard,
    items: [
      ['GW-CARE-GUIDE', 1],
      ['GW-CARE-SET', 1],
    ],
    documents: ['invoice', 'delivery_note'],
  },
  {
    key: 'demo-3',
    number: '10003',
    daysAgo: 6,
    state: 'open',
    transaction: 'open',
    delivery: 'open',
    payment: IDS.paymentPrepayment,
    shipping: IDS.shippingStandard,
    items: [['GW-COVER-CHAIRS', 2]],
    documents: ['invoice', 'delivery_note'],
  },
  {
    key: 'demo-4',
    number: '10004',
    daysAgo: 2,
    state: 'open',
    transaction: 'failed',
    delivery: 'open',
    payment: IDS.paymentPaypal,
    shipping: IDS.shippingStandard,
    items: [['GW-PLANNING-GUIDE', 1]],
    documents: ['invoice'],
  },
]

export function seedCustomers(ctx: SeedContext, passwordHashCost = 10): void {
  const { db, w, createdAt } = ctx
  const at = (days: number) => dayOffset(createdAt, -days)
  const salutation = idFor('salutation', 'mrs')
  const c = DEMO_CUSTOMER

  for (const [key, value] of Object.entries({
    'core.loginRegistration.doubleOptInRegistration': true,
    'core.loginRegistration.passwordMinLength': 8,
  })) {
    w.insert('system_config', { config_key: key, sales_channel_id: '', value: JSON.stringify(value) })
  }

  w.insert('customer', {
    id: c.id,
    sales_channel_id: IDS.salesChannel,
    customer_group_id: IDS.customerGroupDefault,
    language_id: IDS.languageDe,
    customer_number: '10001',
    account_type: 'private',
    salutation_id: salutation,
    title: null,
    first_name: 'Anna',
    last_name: 'Lindner',
    company: null,
    vat_ids: '[]',
    email: c.email,
    password: bcrypt.hashSync(c.password, fixedSalt(c.email, passwordHashCost)),
    active: 1,
    guest: 0,
    double_opt_in_registration: 1,
    double_opt_in_email_sent_date: at(120),
    double_opt_in_confirm_date: at(120),
    hash: null,
    default_billing_address_id: c.billingAddressId,
    default_shipping_address_id: c.shippingAddressId,
    default_payment_method_id: IDS.paymentCard,
    last_payment_method_id: IDS.paymentPaypal,
    birthday: '1984-05-17',
    first_login: at(120),
    last_login: at(2),
    created_at: at(120),
  })
  const address = (
    id: string,
    street: string,
    zipcode: string,
    city: string,
    state: string,
    extra: string | null,
  ) =>
    w.insert('customer_address', {
      id,
      customer_id: c.id,
      country_id: IDS.countryDe,
      country_state_id: idFor('country_state', state),
      salutation_id: salutation,
      first_name: 'Anna',
      last_name: 'Lindner',
      street,
      zipcode,
      city,
      phone_number: '+49 30 1234567',
      additional_address_line1: extra,
      created_at: at(120),
    })
  address(c.billingAddressId, 'Lindenallee 5', '10115', 'Berlin', 'DE-BE', null)
  address(c.shippingAddressId, 'Gartenstraße 12', '80331', 'München', 'DE-BY', 'Hinterhaus')

  const products = new Map<string, ProductPick>()
  const pick = db.prepare<[string, string], ProductPick>(
    `SELECT p.id, p.product_number AS number, t.name, p.cheapest_price_gross AS price, x.tax_rate AS taxRate,
       (SELECT pm.media_id FROM product_media pm WHERE pm.id = p.cover_id) AS coverMediaId, p.states,
       (SELECT d.media_id FROM product_download d WHERE d.product_id = p.id ORDER BY d.position LIMIT 1) AS downloadMediaId
     FROM product p JOIN product_translation t ON t.product_id = p.id AND t.language_id = ?
     JOIN tax x ON x.id = p.tax_id WHERE p.product_number = ?`,
  )
  for (const spec of ORDERS) {
    for (const [number] of spec.items) {
      const row = pick.get(IDS.languageDe, number)
      if (!row) throw new Error(`Demo orders need product ${number}`)
      products.set(number, row)
    }
  }

  let documentNumber = 1000
  for (const spec of ORDERS) {
    const orderId = idFor('order', spec.key)
    const date = at(spec.daysAgo)
    const billingId = idFor('order_address', `${spec.key}-billing`)
    const shippingId = idFor('order_address', `${spec.key}-shipping`)
    const lines = spec.items.map(([number, quantity], position) => {
      const p = products.get(number)
      if (!p) throw new Error(`lost product ${number}`)
      return { p, quantity, position, price: calculatedPrice(p.price, quantity, p.taxRate) }
    })
    const total = round(lines.reduce((sum, l) => sum + l.price.totalPrice, 0))
    const taxes = new Map<number, { tax: number; price: number }>()
    for (const l of lines) {
      const t = taxes.get(l.p.taxRate) ?? { tax: 0, price: 0 }
      t.price = round(t.price + l.price.totalPrice)
      t.tax = taxOf(t.price, l.p.taxRate)
      taxes.set(l.p.taxRate, t)
    }
    const taxTotal = round([...taxes.values()].reduce((s, t) => s + t.tax, 0))
    const calculatedTaxes = [...taxes.entries()].map(([taxRate, t]) => ({
      tax: t.tax,
      taxRate,
      price: t.price,
      apiAlias: 'cart_tax_calculated',
    }))
    const taxRules = [...taxes.keys()].map((taxRate) => ({
      taxRate,
      percentage: 100,
      apiAlias: 'cart_tax_rule',
    }))
    const price = {
      netPrice: round(total - taxTotal),
      totalPrice: total,
      positionPrice: total,
      rawTotal: total,
      taxStatus: 'gross',
      calculatedTaxes,
      taxRules,
      apiAlias: 'cart_price',
    }
    const shippingCosts = {
      unitPrice: 0,
      quantity: 1,
      totalPrice: 0,
      calculatedTaxes: [],
      taxRules: [],
      referencePrice: null,
      listPrice: null,
      regulationPrice: null,
      apiAlias: 'calculated_price',
    }
    w.insert('orders', {
      id: orderId,
      order_number: spec.number,
      customer_id: c.id,
      sales_channel_id: IDS.salesChannel,
      language_id: IDS.languageDe,
      currency_id: IDS.currencyEur,
      currency_factor: 1,
      state: spec.state,
      order_date_time: date,
      price: JSON.stringify(price),
      shipping_costs: JSON.stringify(shippingCosts),
      amount_total: total,
      amount_net: price.netPrice,
      position_price: total,
      shipping_total: 0,
      tax_status: 'gross',
      billing_address_id: billingId,
      deep_link_code: idFor('order-deep-link', spec.key),
      order_customer_id: idFor('order_customer', spec.key),
      order_customer_email: c.email,
      order_customer_salutation_id: salutation,
      order_customer_first_name: 'Anna',
      order_customer_last_name: 'Lindner',
      order_customer_vat_ids: '[]',
      order_customer_number: '10001',
      created_at: date,
    })
    const orderAddress = (
      id: string,
      street: string,
      zipcode: string,
      city: string,
      state: string,
      extra: string | null,
    ) =>
      w.insert('order_address', {
        id,
        order_id: orderId,
        country_id: IDS.countryDe,
        country_state_id: idFor('country_state', state),
        salutation_id: salutation,
        first_name: 'Anna',
        last_name: 'Lindner',
        street,
        zipcode,
        city,
        phone_number: '+49 30 1234567',
        additional_address_line1: extra,
        created_at: date,
      })
    orderAddress(billingId, 'Lindenallee 5', '10115', 'Berlin', 'DE-BE', null)
    orderAddress(shippingId, 'Gartenstraße 12', '80331', 'München', 'DE-BY', 'Hinterhaus')
    for (const l of lines) {
      const itemId = idFor('order_line_item', `${spec.key}-${l.p.number}`)
      w.insert('order_line_item', {
        id: itemId,
        order_id: orderId,
        identifier: l.p.id,
        referenced_id: l.p.id,
        product_id: l.p.id,
        type: 'product',
        label: l.p.name,
        quantity: l.quantity,
        unit_price: l.price.unitPrice,
        total_price: l.price.totalPrice,
        price: JSON.stringify(l.price),
        price_definition: JSON.stringify({
          price: l.p.price,
          quantity: l.quantity,
          isCalculated: true,
          taxRules: l.price.taxRules,
          type: 'quantity',
        }),
        payload: JSON.stringify({ productNumber: l.p.number }),
        states: l.p.states,
        good: 1,
        removable: 1,
        stackable: 1,
        cover_id: l.p.coverMediaId,
        position: l.position + 1,
        created_at: date,
      })
      if (l.p.downloadMediaId) {
        w.insert('order_line_item_download', {
          id: idFor('order_line_item_download', `${spec.key}-${l.p.number}`),
          order_line_item_id: itemId,
          media_id: l.p.downloadMediaId,
          position: 0,
          access_granted: spec.transaction === 'paid' ? 1 : 0,
          created_at: date,
        })
      }
    }
    w.insert('order_delivery', {
      id: idFor('order_delivery', spec.key),
      order_id: orderId,
      shipping_order_address_id: shippingId,
      shipping_method_id: spec.shipping,
      state: spec.delivery,
      tracking_codes: spec.delivery === 'shipped' ? JSON.stringify([`GW${spec.number}DE`]) : '[]',
      shipping_date_earliest: dayOffset(date, 1),
      shipping_date_latest: dayOffset(date, 3),
      shipping_costs: JSON.stringify(shippingCosts),
      created_at: date,
    })
    w.insert('order_transaction', {
      id: idFor('order_transaction', spec.key),
      order_id: orderId,
      payment_method_id: spec.payment,
      state: spec.transaction,
      amount: JSON.stringify({ ...calculatedPrice(total, 1, 19), calculatedTaxes, taxRules }),
      created_at: date,
    })
    for (const type of spec.documents) {
      documentNumber += 1
      w.insert('document', {
        id: idFor('document', `${spec.key}-${type}`),
        order_id: orderId,
        document_type: type,
        document_number: String(documentNumber),
        config: JSON.stringify({ name: type, documentNumber: String(documentNumber) }),
        deep_link_code: idFor('document-deep-link', `${spec.key}-${type}`),
        sent: 1,
        created_at: dayOffset(date, 1),
      })
    }
  }
  for (const [name, last] of [
    ['customer', 10001],
    ['order', 10004],
    ['document', documentNumber],
  ] as const) {
    w.insert('number_range', { name, last_value: last })
  }
}
