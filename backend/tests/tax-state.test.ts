import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { buildContext, defaultPayload } from '../core/context.ts'
import { Shop } from '../core/shop.ts'
import { buildLanguageCache } from '../serialize/language-cache.ts'
import { IDS } from '../lib/ids.ts'
import { loadProducts } from '../serialize/products.ts'
import { createTestBackend } from '../test-support/backend.ts'

let t: Awaited<ReturnType<typeof createTestBackend>>
let shop: Shop

beforeAll(async () => {
  t = await createTestBackend()
  shop = new Shop(openDatabase(t.databasePath), buildLanguageCache)
})
afterAll(() => {
  shop.db.close()
  t.backend.close()
})

function context(patch: Partial<ReturnType<typeof defaultPayload>>) {
  const sc = [...shop.salesChannels.values()][0]
  if (!sc) throw new Error('no sales channel')
  return buildContext(shop, sc, 'token', { ...defaultPayload(sc), ...patch })
}

describe('tax state per customer group and country', () => {
  it('private customers see gross, business customers net, Swiss delivery tax-free', () => {
    expect(context({}).taxState).toBe('gross')
    expect(context({ customerGroupId: IDS.customerGroupBusiness }).taxState).toBe('net')
    expect(context({ countryId: IDS.countryCh }).taxState).toBe('tax-free')
  })

  it('net prices add the tax on top of the net amount', () => {
    const id =
      shop.db
        .prepare<[], { id: string }>(
          'SELECT id FROM product WHERE parent_id IS NULL AND child_count = 0 LIMIT 1',
        )
        .get()?.id ?? ''
    const [gross] = loadProducts(shop, context({}), [id])
    const [net] = loadProducts(shop, context({ customerGroupId: IDS.customerGroupBusiness }), [id])
    const g = gross?.calculatedPrice as { unitPrice: number; calculatedTaxes: { tax: number }[] }
    const n = net?.calculatedPrice as {
      unitPrice: number
      calculatedTaxes: { tax: number; taxRate: number }[]
    }
    expect(n.unitPrice).toBeLessThan(g.unitPrice)
    const rate = n.calculatedTaxes[0]?.taxRate ?? 0
    expect(n.calculatedTaxes[0]?.tax).toBeCloseTo((n.unitPrice * rate) / 100, 1)
  })
})
