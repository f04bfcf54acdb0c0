// Toast notifications (info, success, warning, danger; gone after a timeout unless persistent).
// Imports nothing.

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** A toast disappears after this long unless it is persistent. */
export const NOTIFICATION_TIMEOUT_MS = 2500

export interface Notification {
  /** Created outside the machine (crypto.randomUUID in the browser hook, fixed ids in tests). */
  id: string
  type: NotificationType
  /** Already translated text: the machine never translates. */
  message: string
  persistent: boolean
}
