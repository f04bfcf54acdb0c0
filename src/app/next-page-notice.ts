import { NOTIFICATION_TYPES, type NotificationType } from '../domain/notifications.ts'

/**
 * A toast for the next page when getting there is a page load (a document page's navigation, see
 * ./document-navigation.tsx): the toasts of this page end with it. Kept for this tab only
 * (sessionStorage) and shown once by the next page after load (./client-boot.ts). Storage that is
 * blocked (privacy settings) or holds something else loses the toast, nothing more.
 */
export interface NextPageNotice {
  type: NotificationType
  /** Already translated. */
  message: string
}

const KEY = 'gartenwerk:next-page-notice'

export function keepNoticeForNextPage(storage: () => Storage, notice: NextPageNotice): void {
  try {
    storage().setItem(KEY, JSON.stringify(notice))
  } catch {
    // Blocked storage: the toast is lost.
  }
}

/** The notice kept for this page, once (it is removed as it is read); null when there is none. */
export function takeNextPageNotice(storage: () => Storage): NextPageNotice | null {
  try {
    const raw = storage().getItem(KEY)
    if (raw === null) return null
    storage().removeItem(KEY)
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { type, message } = value as Record<string, unknown>
    const known = NOTIFICATION_TYPES.find((candidate) => candidate === type)
    return known && typeof message === 'string' ? { type: known, message } : null
  } catch {
    return null
  }
}
