// Narrow session selectors and helpers of the account pages. Selectors use only `context`, `value`
// and `matches()` (the view may be the server's dehydrated snapshot before the system starts).

import { useEffect, useRef } from 'react'
import type { Violation } from '../../domain/customer.ts'
import { type SessionFailure, type SessionIdentity, sessionIdentity } from '../../domain/session.ts'
import type { SessionEvent, SessionOperation } from '../../system/index.ts'
import { useActor, useSend } from '../../system/hooks.ts'

export function useIdentity(): SessionIdentity {
  return useActor('session', (view) => sessionIdentity(view.context.session))
}

/** The operation in flight, null when the session is idle. */
export function useOperation(): SessionOperation | null {
  return useActor('session', (view) => view.context.operation)
}

export interface OperationFailure {
  failure: SessionFailure | null
  violations: Violation[]
}

const NONE: Violation[] = []

/** The last failure of one of `operations` with its violations (null/[] for other operations). */
export function useOperationFailure(operations: readonly SessionOperation[]): OperationFailure {
  const failure = useActor('session', (view) => {
    const error = view.context.error
    return error && operations.includes(error.operation) ? error : null
  })
  const violations = useActor('session', (view) => {
    const error = view.context.error
    return error && operations.includes(error.operation) ? view.context.violations : NONE
  })
  return { failure, violations }
}

/**
 * Sends `event` once per `key` (not again when the page renders anew); the session runs it as soon
 * as it is idle (a request sent while another runs waits for it).
 */
export function useSendOnce(event: SessionEvent | null, key: string): void {
  const send = useSend('session')
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (!event || sent.current === key) return
    sent.current = key
    send(event)
  }, [event, key, send])
}

/** `type`'s request runs or waits for the one running: its button says it is on its way. */
export function useRequested(type: SessionEvent['type']): boolean {
  return useActor(
    'session',
    (view) =>
      view.context.running?.type === type || view.context.queue.some((request) => request.type === type),
  )
}

/** The logged-in customer's e-mail address, null before the session knows the customer. */
export function useCustomerEmail(): string | null {
  return useActor('session', (view) => view.context.session?.customer?.email ?? null)
}
