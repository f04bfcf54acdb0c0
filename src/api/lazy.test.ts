// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { StoreApi } from './index.ts'
import { createStoreApiClient } from './index.ts'
import { createLazyStoreApi, type LoadClientModule } from './lazy.ts'
import { jsonResponse, scriptedFetch } from './test-support.ts'

const BASE = 'http://api.test/store-api'

/** A loader that counts imports and can be told to fail like a missing chunk. */
function countingLoader(fail = 0) {
  const state = { imports: 0, failuresLeft: fail }
  const load: LoadClientModule = async () => {
    state.imports++
    if (state.failuresLeft > 0) {
      state.failuresLeft--
      throw new TypeError('Failed to fetch dynamically imported module: /assets/api.js')
    }
    return { createStoreApiClient }
  }
  return { load, state }
}

describe('createLazyStoreApi', () => {
  it('imports nothing until the first call, then forwards calls to the real client once loaded', async () => {
    const script = scriptedFetch(jsonResponse(200, []), jsonResponse(200, []))
    const { load, state } = countingLoader()
    const api: StoreApi = createLazyStoreApi({ baseURL: BASE, fetch: script.fetch }, load)
    expect(state.imports).toBe(0)

    await expect(api.navigation.load('main-navigation', 'main-navigation', 1)).resolves.toEqual([])
    await api.navigation.load('footer-navigation', 'footer-navigation', 1)

    expect(state.imports).toBe(1)
    expect(script.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/store-api/navigation/main-navigation/main-navigation',
      '/store-api/navigation/footer-navigation/footer-navigation',
    ])
  })

  it('passes API errors through unchanged', async () => {
    const script = scriptedFetch(jsonResponse(404, { errors: [{ status: '404', title: 'Not Found' }] }))
    const api = createLazyStoreApi({ baseURL: BASE, fetch: script.fetch }, countingLoader().load)

    await expect(api.category.get('missing')).rejects.toMatchObject({ name: 'ApiError', status: 404 })
  })

  it('retries the import on the next call after a failed chunk load', async () => {
    const script = scriptedFetch(jsonResponse(200, []))
    const { load, state } = countingLoader(1)
    const api = createLazyStoreApi({ baseURL: BASE, fetch: script.fetch }, load)

    await expect(api.navigation.load('a', 'a')).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(api.navigation.load('a', 'a')).resolves.toEqual([])
    expect(state.imports).toBe(2)
  })

  it('keeps resources and methods referentially stable and is not a thenable', async () => {
    const api = createLazyStoreApi({ baseURL: BASE }, countingLoader().load)

    expect(api.context).toBe(api.context)
    expect(api.context.get).toBe(api.context.get)
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
    expect((api.context as unknown as { then?: unknown }).then).toBeUndefined()
  })

  it('rejects a method the client does not have', async () => {
    const api = createLazyStoreApi({ baseURL: BASE }, countingLoader().load)
    const resource = api.context as unknown as Record<string, () => Promise<unknown>>

    await expect(resource.nope?.()).rejects.toThrow('Store API has no method context.nope')
  })
})
