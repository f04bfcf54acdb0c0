import type { Db } from '../db/database.ts'
import { loadRowMedia } from './media.ts'
import { all, bool, compact, date, ids, loadTranslations, str } from './translate.ts'

/** Salutations, delivery times, payment and shipping methods of one language chain (cached by Shop). */
type Json = Record<string, unknown>

export function serializeSalutations(db: Db, chain: string[]): Json[] {
  const rows = all(db, 'SELECT * FROM salutation ORDER BY salutation_key')
  const tr = loadTranslations(db, 'salutation_translation', 'salutation_id', ids(rows), chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return {
      id: String(r.id),
      salutationKey: r.salutation_key,
      displayName: str(t.display_name) ?? r.salutation_key,
      letterName: str(t.letter_name) ?? '',
      translated: { displayName: str(t.display_name), letterName: str(t.letter_name) },
      createdAt: date(r.created_at),
      apiAlias: 'salutation',
    }
  })
}

export function serializeDeliveryTimes(db: Db, chain: string[]): Json[] {
  const rows = all(db, 'SELECT * FROM delivery_time')
  const tr = loadTranslations(db, 'delivery_time_translation', 'delivery_time_id', ids(rows), chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return {
      id: String(r.id),
      name: str(t.name) ?? '',
      min: r.min,
      max: r.max,
      unit: r.unit,
      translated: { name: str(t.name) },
      createdAt: date(r.created_at),
      apiAlias: 'delivery_time',
    }
  })
}

export function serializePaymentMethods(db: Db, salesChannelId: string, chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT p.* FROM payment_method p JOIN sales_channel_payment_method s ON s.payment_method_id = p.id
     WHERE s.sales_channel_id = ? AND p.active = 1 ORDER BY p.position`,
    salesChannelId,
  )
  const tr = loadTranslations(db, 'payment_method_translation', 'payment_method_id', ids(rows), chain)
  const media = loadRowMedia(db, rows, chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return compact({
      id: String(r.id),
      technicalName: r.technical_name,
      name: str(t.name) ?? r.technical_name,
      distinguishableName: str(t.distinguishable_name),
      description: str(t.description),
      position: r.position,
      active: true,
      afterOrderEnabled: bool(r.after_order_enabled),
      mediaId: str(r.media_id),
      media: r.media_id ? media.get(String(r.media_id)) : null,
      shortName: r.technical_name,
      translated: {
        name: str(t.name),
        distinguishableName: str(t.distinguishable_name),
        description: str(t.description),
      },
      createdAt: date(r.created_at),
      apiAlias: 'payment_method',
    })
  })
}

export function serializeShippingMethods(db: Db, salesChannelId: string, chain: string[]): Json[] {
  const rows = all(
    db,
    `SELECT m.* FROM shipping_method m JOIN sales_channel_shipping_method s ON s.shipping_method_id = m.id
     WHERE s.sales_channel_id = ? AND m.active = 1 ORDER BY m.position`,
    salesChannelId,
  )
  const tr = loadTranslations(db, 'shipping_method_translation', 'shipping_method_id', ids(rows), chain)
  const times = serializeDeliveryTimes(db, chain)
  const prices = all(db, 'SELECT * FROM shipping_method_price ORDER BY quantity_start')
  const media = loadRowMedia(db, rows, chain)
  return rows.map((r) => {
    const t = tr.get(String(r.id)) ?? {}
    return compact({
      id: String(r.id),
      technicalName: r.technical_name,
      name: str(t.name) ?? r.technical_name,
      description: str(t.description),
      trackingUrl: str(t.tracking_url),
      active: true,
      position: r.position,
      deliveryTimeId: String(r.delivery_time_id),
      deliveryTime: times.find((d) => d.id === r.delivery_time_id) ?? null,
      taxType: r.tax_type,
      mediaId: str(r.media_id),
      media: r.media_id ? media.get(String(r.media_id)) : null,
      prices: prices
        .filter((p) => p.shipping_method_id === r.id)
        .map((p) =>
          compact({
            id: String(p.id),
            shippingMethodId: String(r.id),
            calculation: p.calculation,
            quantityStart: p.quantity_start,
            quantityEnd: p.quantity_end,
            currencyPrice: [{ currencyId: p.currency_id, gross: p.gross, net: p.net, linked: false }],
            apiAlias: 'shipping_method_price',
          }),
        ),
      translated: { name: str(t.name), description: str(t.description), trackingUrl: str(t.tracking_url) },
      createdAt: date(r.created_at),
      apiAlias: 'shipping_method',
    })
  })
}
