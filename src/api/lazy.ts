// The browser's Store API: a facade with the `StoreApi` shape whose methods load the real client
// (axios + axios-retry + mappers, ~25 KB gzip) on first use. Hydration needs no Store API call
// (the server dehydrated the session and the loader data), so the client stays out of the initial
// JavaScript. The server imports `createStoreApiClient` directly.

import type { StoreApi } from './index.ts'
import type { StoreApiClientOptions } from './http.ts'

type ClientModule = Pick<typeof import('./index.ts'), 'createStoreApiClient'>

/** The loader of the real client module; tests pass their own. */
export type LoadClientModule = () => Promise<ClientModule>

type Method = (...args: unknown[]) => Promise<unknown>

const loadIndex: LoadClientModule = () => import('./index.ts')

/**
 * Every `api.<resource>.<method>(…)` returns the real method's promise, once the client module is
 * there. Failure modes: a failed chunk load (new deploy, offline) rejects that call with the import
 * error (the chunk-reload handler turns it into one page reload) and the next call tries again.
 */
export function createLazyStoreApi(
  options: StoreApiClientOptions,
  load: LoadClientModule = loadIndex,
): StoreApi {
  let client: Promise<StoreApi> | undefined
  const real = (): Promise<StoreApi> => {
    if (!client) {
      const pending = load().then((module) => module.createStoreApiClient(options))
      pending.catch(() => {
        if (client === pending) client = undefined
      })
      client = pending
    }
    return client
  }

  const call = async (resource: string, method: string, args: unknown[]): Promise<unknown> => {
    const api = (await real()) as unknown as Record<string, Record<string, unknown> | undefined>
    const target = api[resource]
    const fn = target?.[method]
    if (typeof fn !== 'function') throw new TypeError(`Store API has no method ${resource}.${method}`)
    return Reflect.apply(fn as Method, target, args)
  }

  // One stable object per resource and per method, so `api.context.get` can be a React/XState dependency.
  const resources = new Map<string, object>()
  const resourceFacade = (resource: string): object => {
    let facade = resources.get(resource)
    if (!facade) {
      const methods = new Map<string, Method>()
      facade = new Proxy(
        {},
        {
          get(_target, method) {
            // Not a method: symbols, and `then` so that awaiting a resource does not treat it as a promise.
            if (typeof method !== 'string' || method === 'then') return undefined
            let fn = methods.get(method)
            if (!fn) {
              fn = (...args: unknown[]) => call(resource, method, args)
              methods.set(method, fn)
            }
            return fn
          },
        },
      )
      resources.set(resource, facade)
    }
    return facade
  }

  return new Proxy(
    {},
    {
      get(_target, resource) {
        if (typeof resource !== 'string' || resource === 'then') return undefined
        return resourceFacade(resource)
      },
    },
  ) as StoreApi
}
