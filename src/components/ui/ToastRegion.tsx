import { Icon } from './icons/Icon.tsx'
import type { IconName } from './icons/paths.ts'
import { NativeButton } from './NativeButton.tsx'

export type ToastTone = 'info' | 'success' | 'warning' | 'danger'

export interface ToastItem {
  id: string
  tone: ToastTone
  message: string
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[]
  onDismiss: (id: string) => void
  /** Accessible name of the region, e.g. "Notifications". */
  label: string
  dismissLabel: string
}

const TONE_ICON: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'warning',
}

/**
 * Toasts in two live regions that exist from the first render (screen readers only announce
 * changes to regions they already know): danger is announced assertively, the rest politely.
 * Timing lives with the owner of the queue (the notifications actor), not here. RAC's toast region
 * is still UNSTABLE_ and wants to own its queue, so this one is built on plain live regions.
 */
export function ToastRegion({ toasts, onDismiss, label, dismissLabel }: ToastRegionProps) {
  const render = (toast: ToastItem) => (
    <li key={toast.id} className="ui-toast" data-tone={toast.tone}>
      <Icon name={TONE_ICON[toast.tone]} className="ui-toast__icon" />
      <p className="ui-toast__message">{toast.message}</p>
      <NativeButton variant="icon" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" />
      </NativeButton>
    </li>
  )
  return (
    // Top layer: React Aria hides everything outside an open modal (the mini cart) from assistive
    // technology, but toasts raised while it is open must still be announced and reachable.
    <section className="ui-toasts" aria-label={label} data-react-aria-top-layer="true">
      <ol className="ui-toasts__list" aria-live="assertive" aria-relevant="additions">
        {toasts.filter((toast) => toast.tone === 'danger').map(render)}
      </ol>
      <ol className="ui-toasts__list" aria-live="polite" aria-relevant="additions">
        {toasts.filter((toast) => toast.tone !== 'danger').map(render)}
      </ol>
    </section>
  )
}
