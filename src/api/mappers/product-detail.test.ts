import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import type { WireResponse } from '../wire.ts'
import { mapCrossSellings, mapDistribution, mapProductDetail, mapReview } from './product-detail.ts'

const { backend } = await createTestBackend()
afterAll(() => backend.close())

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await backend.fetch(
    new Request(`http://storefront.test/store-api${path}`, {
      method: 'POST',
      headers: {
        'sw-access-key': backend.accessKey,
        'content-type': 'application/json',
        'sw-include-seo-urls': '1',
      },
      body: JSON.stringify(body),
    }),
  )
  return (await response.json()) as T
}

// Capri bar stool: colour variants, tiers, two images each, a seo category.
const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'

describe('mapProductDetail', async () => {
  const wire = await post<WireResponse<'readProductDetail post /product/{productId}'>>(
    `/product/${CAPRI_BAR_STOOL}`,
  )
  const page = mapProductDetail(wire)

  it('maps the main variant with its configurator selection', () => {
    expect(page.parentId).toBe(CAPRI_BAR_STOOL)
    expect(page.selectedOptionIds).toEqual(wire.product.optionIds)
    const options = page.configurator.flatMap((group) => group.options.map((option) => option.id))
    for (const id of page.selectedOptionIds) expect(options).toContain(id)
    expect(page.configurator[0]?.displayType).toBe('color')
    expect(page.configurator[0]?.options.every((option) => option.colorHex?.startsWith('#'))).toBe(true)
  })

  it('puts the cover first in the gallery and keeps every image once', () => {
    expect(page.media[0]?.id).toBe(wire.product.cover?.media?.id)
    expect(new Set(page.media.map((m) => m.id)).size).toBe(page.media.length)
    expect(page.media.length).toBe(wire.product.media?.length)
  })

  it('derives the breadcrumb from the seo category: root without id, then the trail', () => {
    expect(page.breadcrumb[0]?.id).toBeNull()
    expect(page.breadcrumb.at(-1)?.id).toBe(wire.product.seoCategory?.id)
    expect(page.breadcrumb.length).toBeGreaterThan(1)
  })

  it('takes purchase limits, tiers and delivery time from the API', () => {
    expect(page.purchase.min).toBe(wire.product.minPurchase)
    expect(page.purchase.max).toBe(wire.product.calculatedMaxPurchase)
    expect(page.tiers.map((tier) => tier.quantity)).toEqual(
      wire.product.calculatedPrices.map((p) => p.quantity),
    )
    expect(page.delivery?.unit).toBe(wire.product.deliveryTime?.unit)
  })

  it('groups visible properties by group', () => {
    const groups = new Set(
      (wire.product.properties ?? [])
        .filter((option) => option.group?.visibleOnProductDetailPage !== false)
        .map((option) => option.groupId),
    )
    expect(page.properties.map((row) => row.groupId).sort()).toEqual([...groups].sort())
    expect(page.properties.every((row) => row.values.length > 0)).toBe(true)
  })

  it("has no reviews or cross-selling of its own: the product page's loader adds them", () => {
    expect('reviews' in page).toBe(false)
    expect('crossSellings' in page).toBe(false)
  })
})

describe('reviews and cross-selling', () => {
  it('reads the rating matrix into counts per rating and ignores what is not a rating', () => {
    expect(
      mapDistribution({
        ratingMatrix: {
          buckets: [
            { key: '5', count: 3 },
            { key: '4', count: 1 },
            { key: '9', count: 7 },
            { key: 'x', count: 2 },
          ],
        },
      }),
    ).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 3 })
    expect(mapDistribution([])).toBeNull()
    expect(mapDistribution({ other: {} })).toBeNull()
  })

  it('maps a pending review with its author', () => {
    const review = mapReview({
      id: 'a'.repeat(32),
      productId: 'b'.repeat(32),
      salesChannelId: 'c'.repeat(32),
      languageId: 'd'.repeat(32),
      title: 'Good',
      content: 'Nice',
      points: 4,
      status: false,
      externalUser: 'Maren',
      createdAt: '2026-11-01T00:00:00.000Z',
    })
    expect(review).toMatchObject({ approved: false, author: 'Maren', points: 4, customerId: null })
  })

  it('drops cross-selling groups without products', async () => {
    const wire = await post<WireResponse<'readProductCrossSellings post /product/{productId}/cross-selling'>>(
      `/product/${CAPRI_BAR_STOOL}/cross-selling`,
    )
    const groups = mapCrossSellings(wire)
    expect(groups.length).toBe(wire.filter((element) => element.products.length > 0).length)
    expect(groups.every((group) => group.name && group.products.every((p) => p.apiAlias === 'product'))).toBe(
      true,
    )
  })
})
