import { NATIVE_FORM_FIELD, type NativeFormKind, type NativeFormResult } from '../domain/native-form.ts'
import { useApp } from '../app/app-context.ts'

/**
 * Goes into every form, with `method="post"` and no action: without JavaScript the form posts to its
 * own page and the server knows which form it was (server/native-forms.ts). Readers of the form's
 * data ignore it; it is never sent to the Store API.
 */
export function NativeFormField({ form }: { form: NativeFormKind }) {
  return <input type="hidden" name={NATIVE_FORM_FIELD} value={form} />
}

/** The outcome of a form posted without JavaScript that led to this page (any form, or `form`). */
export function useNativeFormResult(form?: NativeFormKind): NativeFormResult | undefined {
  const { formResult } = useApp()
  if (!formResult || (form && formResult.form !== form)) return undefined
  return formResult
}
