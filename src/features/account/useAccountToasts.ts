import { useLingui } from '@lingui/react/macro'
import { useEmitted } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import type { SessionOperation } from '../../system/index.ts'
import { rateLimitMessage, SESSION_EXPIRED } from './messages.ts'

/**
 * The account area's toasts: success for defaults, deletion, profile, password and
 * payment method; failure for setting a default and deleting. Form failures (violations) are shown
 * at the form's fields instead.
 */
export function useAccountToasts(): void {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const success: Partial<Record<SessionOperation, () => string>> = {
    saveAddress: () => t`The address has been saved.`,
    deleteAddress: () => t`The address has been deleted.`,
    setDefaultBilling: () => t`The default billing address has been changed.`,
    setDefaultShipping: () => t`The default shipping address has been changed.`,
    changeProfile: () => t`Your personal data has been updated.`,
    changeEmail: () => t`Your e-mail address has been changed.`,
    changePassword: () => t`Your password has been changed.`,
    changePaymentMethod: () => t`Your default payment method has been changed.`,
  }
  const failure: Partial<Record<SessionOperation, () => string>> = {
    deleteAddress: () => t`The address could not be deleted.`,
    setDefaultBilling: () => t`The default billing address could not be changed.`,
    setDefaultShipping: () => t`The default shipping address could not be changed.`,
    changePaymentMethod: () => t`The payment method could not be changed.`,
    loadAddresses: () => i18n._(SESSION_EXPIRED),
    loadCustomer: () => i18n._(SESSION_EXPIRED),
  }
  useEmitted('session', 'session.succeeded', (event) => {
    const message = success[event.operation]
    if (message) notify({ type: 'success', message: message() })
  })
  useEmitted('session', 'session.failed', (event) => {
    const message = failure[event.failure.operation]
    if (!message) return
    if (event.failure.reason === 'rateLimited')
      notify({ type: 'danger', message: rateLimitMessage(i18n, event.failure.retryAfterSeconds) })
    else notify({ type: 'danger', message: message() })
  })
}
