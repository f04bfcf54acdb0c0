import type { Db } from '../db/database.ts'

/** What a cart stores: the shopper's choices. Everything else is recalculated on each read. */
export interface StoredLine {
  id: string
  type: 'product'
  referencedId: string
  quantity: number
}

export interface StoredCart {
  token: string
  exists: boolean
  customerId: string | null
  customerComment: string | null
  affiliateCode: string | null
  campaignCode: string | null
  lines: StoredLine[]
  codes: string[]
  appliedAutoPromotions: string[]
  mergedNotice: boolean
}

interface CartRow {
  token: string
  customer_id: string | null
  customer_comment: string | null
  affiliate_code: string | null
  campaign_code: string | null
  applied_auto_promotions: string
  merged_notice: number
}

function parseIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function loadCart(db: Db, token: string): StoredCart {
  const row = db.prepare<[string], CartRow>('SELECT * FROM cart WHERE token = ?').get(token)
  if (!row) {
    return {
      token,
      exists: false,
      customerId: null,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
      lines: [],
      codes: [],
      appliedAutoPromotions: [],
      mergedNotice: false,
    }
  }
  const lines = db
    .prepare<[string], { id: string; referenced_id: string; quantity: number }>(
      'SELECT id, referenced_id, quantity FROM cart_line_item WHERE cart_token = ? ORDER BY position',
    )
    .all(token)
    .map((l) => ({ id: l.id, type: 'product' as const, referencedId: l.referenced_id, quantity: l.quantity }))
  const codes = db
    .prepare<[string], { code: string }>(
      'SELECT code FROM cart_promotion_code WHERE cart_token = ? ORDER BY position',
    )
    .all(token)
    .map((c) => c.code)
  return {
    token,
    exists: true,
    customerId: row.customer_id,
    customerComment: row.customer_comment,
    affiliateCode: row.affiliate_code,
    campaignCode: row.campaign_code,
    lines,
    codes,
    appliedAutoPromotions: parseIds(row.applied_auto_promotions),
    mergedNotice: row.merged_notice === 1,
  }
}

/** Writes the whole cart (call inside a transaction). An empty cart without codes is deleted. */
export function saveCart(db: Db, cart: StoredCart, salesChannelId: string, now: Date): void {
  const at = now.toISOString()
  if (cart.lines.length === 0 && cart.codes.length === 0 && !cart.customerComment) {
    db.prepare('DELETE FROM cart WHERE token = ?').run(cart.token)
    return
  }
  db.prepare(
    `INSERT INTO cart (token, sales_channel_id, customer_id, customer_comment, affiliate_code, campaign_code,
       applied_auto_promotions, merged_notice, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET customer_id = excluded.customer_id,
       customer_comment = excluded.customer_comment, affiliate_code = excluded.affiliate_code,
       campaign_code = excluded.campaign_code, applied_auto_promotions = excluded.applied_auto_promotions,
       merged_notice = excluded.merged_notice, updated_at = excluded.updated_at`,
  ).run(
    cart.token,
    salesChannelId,
    cart.customerId,
    cart.customerComment,
    cart.affiliateCode,
    cart.campaignCode,
    JSON.stringify(cart.appliedAutoPromotions),
    cart.mergedNotice ? 1 : 0,
    at,
    at,
  )
  // Write only what changed: an add to a 50-line cart touches one row, not fifty.
  const before = new Map(
    db
      .prepare<[string], { id: string; referenced_id: string; quantity: number; position: number }>(
        'SELECT id, referenced_id, quantity, position FROM cart_line_item WHERE cart_token = ?',
      )
      .all(cart.token)
      .map((r) => [r.id, r]),
  )
  const keep = new Set(cart.lines.map((l) => l.id))
  const remove = db.prepare('DELETE FROM cart_line_item WHERE cart_token = ? AND id = ?')
  for (const id of before.keys()) if (!keep.has(id)) remove.run(cart.token, id)
  const upsert = db.prepare(
    `INSERT INTO cart_line_item (cart_token, id, type, referenced_id, quantity, position) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (cart_token, id) DO UPDATE SET referenced_id = excluded.referenced_id,
       quantity = excluded.quantity, position = excluded.position`,
  )
  cart.lines.forEach((l, i) => {
    const old = before.get(l.id)
    if (old && old.referenced_id === l.referencedId && old.quantity === l.quantity && old.position === i)
      return
    upsert.run(cart.token, l.id, l.type, l.referencedId, l.quantity, i)
  })
  db.prepare('DELETE FROM cart_promotion_code WHERE cart_token = ?').run(cart.token)
  const insertCode = db.prepare(
    'INSERT INTO cart_promotion_code (cart_token, code, position) VALUES (?, ?, ?)',
  )
  cart.codes.forEach((code, i) => {
    insertCode.run(cart.token, code, i)
  })
}

export function deleteCart(db: Db, token: string): void {
  db.prepare('DELETE FROM cart WHERE token = ?').run(token)
}

/** Hands a cart (lines and codes follow by cascade) to another context token. */
export function moveCart(db: Db, fromToken: string, toToken: string): void {
  db.prepare('UPDATE cart SET token = ? WHERE token = ?').run(toToken, fromToken)
}

/** Runs `fn` in a write transaction taken up front, so concurrent writers queue instead of racing. */
export function writeTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate()
}
