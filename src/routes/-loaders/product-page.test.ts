import { afterAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient } from '../../api/index.ts'
import { loadProductPage } from './product-page.ts'

// Runs against the embedded back end; `failing` makes the requests to paths ending so fail.
const { backend } = await createTestBackend()
afterAll(() => backend.close())

const CAPRI_BAR_STOOL = '041e1529f46c4dd77a8634809c7f266d'

function client(failing: { status?: string[]; network?: string[] } = {}) {
  return createStoreApiClient({
    baseURL: 'http://storefront.test/store-api',
    headers: { 'sw-access-key': backend.accessKey },
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      if (failing.network?.some((end) => path.endsWith(end))) throw new TypeError('fetch failed')
      if (failing.status?.some((end) => path.endsWith(end))) {
        return Response.json(
          { errors: [{ status: '500', code: 'FRAMEWORK__X', title: 'x', detail: 'x' }] },
          {
            status: 500,
          },
        )
      }
      return backend.fetch(request)
    },
  })
}

describe('loadProductPage', () => {
  it('brings the product with its first page of reviews and its cross-selling', async () => {
    const page = await loadProductPage(client(), CAPRI_BAR_STOOL)
    expect(page.parentId ?? page.id).toBe(CAPRI_BAR_STOOL)
    expect(page.reviews?.elements.length).toBeGreaterThan(0)
    expect(Array.isArray(page.crossSellings)).toBe(true)
  })

  it('shows the product without reviews and cross-selling when those fail (deferred: never throw)', async () => {
    const api = client({ status: ['/reviews'], network: ['/cross-selling'] })
    const page = await loadProductPage(api, CAPRI_BAR_STOOL)
    expect(page.parentId ?? page.id).toBe(CAPRI_BAR_STOOL)
    expect(page.reviews).toBeNull()
    expect(page.crossSellings).toEqual([])
  })

  it('fails with the product: a product the Store API does not know is its 404 (critical)', async () => {
    await expect(loadProductPage(client(), 'f'.repeat(32))).rejects.toMatchObject({ status: 404 })
    const failing = client({ status: [`/product/${CAPRI_BAR_STOOL}`] })
    await expect(loadProductPage(failing, CAPRI_BAR_STOOL)).rejects.toMatchObject({ status: 500 })
  })
})
