import type { ContextHandover } from '../customer/session.ts'
import type { Db } from '../db/database.ts'
import { loadCart, moveCart, saveCart, writeTransaction } from './store.ts'

/** The cart's part of a login (customer/login.ts `logIn`): the guest cart merges into the customer's. */
export function cartOnLogin(db: Db, customerId: string): ContextHandover {
  return (fromToken, toToken) => transferCartOnLogin(db, { fromToken, toToken, customerId })
}

/** The cart's part of a renewed session (customer/session.ts): it moves to the new token as it is. */
export function cartFollowsToken(db: Db): ContextHandover {
  return (fromToken, toToken) => moveCart(db, fromToken, toToken)
}

/**
 * Called by login: merges the guest cart of `fromToken` into the customer's cart, which from now on
 * lives under `toToken`. The customer's cart is the one at `toToken`, else the customer's most
 * recently saved cart (moved to `toToken`, or copied while another device's session still uses it). Quantities of the same product are added, promotion codes
 * united; stock, maximum quantities, promotions and gifts are re-applied on the next read, which also
 * reports `cart-merged-hint` once when both carts had items.
 */
export function transferCartOnLogin(
  db: Db,
  args: { fromToken: string; toToken: string; customerId: string },
): void {
  writeTransaction(db, () => {
    const guest = loadCart(db, args.fromToken)
    let target = loadCart(db, args.toToken)
    if (!target.exists) {
      const saved = db
        .prepare<[string, string], { token: string }>(
          'SELECT token FROM cart WHERE customer_id = ? AND token <> ? ORDER BY updated_at DESC LIMIT 1',
        )
        .get(args.customerId, args.fromToken)
      // A cart whose token is still in use (the customer logged in on another device) is copied,
      // not taken away from that device; one left behind by a logout is moved.
      const inUse =
        saved && db.prepare('SELECT 1 FROM sales_channel_context WHERE token = ?').get(saved.token)
      if (saved && inUse) {
        target = { ...loadCart(db, saved.token), token: args.toToken, exists: false }
      } else if (saved) {
        db.prepare('UPDATE cart SET token = ? WHERE token = ?').run(args.toToken, saved.token)
        target = loadCart(db, args.toToken)
      }
    }
    const salesChannelId =
      db
        .prepare<[string, string], { sales_channel_id: string }>(
          'SELECT sales_channel_id FROM cart WHERE token IN (?, ?) LIMIT 1',
        )
        .get(args.toToken, args.fromToken)?.sales_channel_id ?? null
    if (salesChannelId === null) return
    if (args.fromToken === args.toToken) {
      saveCart(db, { ...target, customerId: args.customerId }, salesChannelId, new Date())
      return
    }
    const lines = [...target.lines]
    for (const line of guest.lines) {
      const same = lines.findIndex((l) => l.referencedId === line.referencedId)
      const existing = lines[same]
      if (existing) lines[same] = { ...existing, quantity: existing.quantity + line.quantity }
      else lines.push(line)
    }
    const codes = [...target.codes]
    for (const code of guest.codes)
      if (!codes.some((c) => c.toLowerCase() === code.toLowerCase())) codes.push(code)
    const merged = target.lines.length > 0 && guest.lines.length > 0
    if (guest.exists) db.prepare('DELETE FROM cart WHERE token = ?').run(args.fromToken)
    saveCart(
      db,
      {
        ...target,
        token: args.toToken,
        customerId: args.customerId,
        customerComment: target.customerComment ?? guest.customerComment,
        affiliateCode: target.affiliateCode ?? guest.affiliateCode,
        campaignCode: target.campaignCode ?? guest.campaignCode,
        lines,
        codes,
        mergedNotice: target.mergedNotice || merged,
      },
      salesChannelId,
      new Date(),
    )
  })
}
