// The order pages' action actor (guest access, withdrawal, cancellation): one per mounted form,
// like the form actors of src/system/forms.ts. Only the order components import it.

import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import type { StoreApi } from '../api/index.ts'
import { orderActionWithApi } from './actors/orders.ts'

export type { OrderActionFailure } from '../../machines/orders/order-action.machine.ts'

/** `[state, send]` of an order action; the actor lives as long as the component. */
export function useOrderAction(api: StoreApi) {
  const machine = useMemo(() => orderActionWithApi(api), [api])
  return useMachine(machine)
}
