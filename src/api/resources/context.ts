// GET/PATCH /context. An update is followed by a fresh read so callers always get the resulting
// context (Shopware may adjust more than the changed field, e.g. the payment method for a country).

import type { ContextPatch, SessionContext } from '../../domain/types.ts'
import { mapSessionContext } from '../mappers/context.ts'
import type { WireBody } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

const PATCH_FIELDS = [
  'currencyId',
  'languageId',
  'countryId',
  'shippingMethodId',
  'paymentMethodId',
  'shippingAddressId',
  'billingAddressId',
] as const satisfies readonly (keyof ContextPatch)[]

export interface ContextResource {
  get(): Promise<SessionContext>
  /**
   * Sends exactly one field per call, as the storefront does. Rejects with 'id is required' when
   * the patch holds no non-empty id, without calling the API. Resolves with the re-read context.
   */
  update(patch: ContextPatch): Promise<SessionContext>
}

export function createContextResource({ invoke }: ResourceContext): ContextResource {
  const get = async () => {
    const { data } = await invoke('readContext get /context')
    return mapSessionContext(data)
  }
  return {
    get,
    async update(patch) {
      const body: WireBody<'updateContext patch /context'> = {}
      for (const field of PATCH_FIELDS) {
        const value = patch[field]
        if (typeof value === 'string' && value !== '') body[field] = value
      }
      if (Object.keys(body).length === 0) throw new Error('id is required')
      await invoke('updateContext patch /context', { body })
      return get()
    },
  }
}
