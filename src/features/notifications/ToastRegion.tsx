import { useLingui } from '@lingui/react/macro'
import { type ToastItem, ToastRegion } from '../../components/ui/ToastRegion.tsx'
import { useActor } from '../../system/hooks.ts'
import { useDismissNotification } from './notify.ts'

const sameIds = (a: readonly ToastItem[], b: readonly ToastItem[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id)

/**
 * The notifications actor's toasts (info, success, warning, danger). The actor owns the timing:
 * each toast expires after 2500 ms unless persistent; the close button dismisses it early.
 */
export function NotificationToasts() {
  const { t } = useLingui()
  const toasts = useActor(
    'notifications',
    // Nothing to show before the system starts: notifications are never dehydrated.
    (view) =>
      (view?.context.items ?? []).map(
        (item): ToastItem => ({ id: item.id, tone: item.type, message: item.message }),
      ),
    sameIds,
  )
  const dismiss = useDismissNotification()
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={dismiss}
      label={t`Notifications`}
      dismissLabel={t`Dismiss notification`}
    />
  )
}
