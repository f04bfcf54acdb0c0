// Toasts through the notifications actor: `notify(options) → id`, `dismiss(id)`. The actor owns the
// timing (expiry) and the list; ToastRegion.tsx shows it.

import { useCallback } from 'react'
import type { NotificationType } from '../../domain/notifications.ts'
import { useSend } from '../../system/hooks.ts'

export interface NotifyOptions {
  type: NotificationType
  /** Already translated (Lingui `t`), the machine never translates. */
  message: string
  persistent?: boolean
}

function newId(): string {
  // randomUUID needs a secure context; plain-http preview hosts fall back to getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/** Returns `notify(options) → id`; dismiss with `useDismissNotification()(id)`. */
export function useNotify(): (options: NotifyOptions) => string {
  const send = useSend('notifications')
  return useCallback(
    ({ type, message, persistent = false }: NotifyOptions) => {
      const id = newId()
      send({ type: 'notifications.push', notification: { id, type, message, persistent } })
      return id
    },
    [send],
  )
}

export function useDismissNotification(): (id: string) => void {
  const send = useSend('notifications')
  return useCallback((id: string) => send({ type: 'notifications.dismiss', id }), [send])
}
