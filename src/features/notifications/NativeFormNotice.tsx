import { useLingui } from '@lingui/react/macro'
import { useNativeFormResult } from '../../components/native-form.tsx'

/**
 * What became of a form the shopper sent without JavaScript (server/native-forms.ts), at the top of
 * the page it led to. The login form says its own refusals; everything else is said here, including
 * what to do when a form cannot work without the page's code.
 */
export function NativeFormNotice() {
  const { t } = useLingui()
  const result = useNativeFormResult()
  // The login form says its own refusals, the footer's newsletter form everything (the answer leads
  // back to it).
  if (!result || (result.form === 'login' && result.outcome !== 'loggedIn')) return null
  if (result.form === 'footer-newsletter') return null
  const text = {
    loggedIn: t`You are now logged in.`,
    added: t`The product has been added to your cart.`,
    quantityChosen: null,
    invalidQuantity: t`Please enter a whole number as the quantity.`,
    needsScript: t`This form needs JavaScript, which did not run in your browser. Please reload the page and send the form again, or turn JavaScript on for this shop.`,
    failed: t`Something went wrong. Please try again.`,
    invalidCredentials: null,
    throttled: null,
    subscribed: null,
    invalidEmail: null,
  }[result.outcome]
  if (!text) return null
  const problem =
    result.outcome === 'needsScript' || result.outcome === 'failed' || result.outcome === 'invalidQuantity'
  return (
    <p
      className="native-form-notice"
      data-tone={problem ? 'danger' : 'success'}
      role={problem ? 'alert' : 'status'}
    >
      {text}
    </p>
  )
}
