import { type CSSProperties, useContext, useId } from 'react'
import { FormContext, FormValidationContext } from 'react-aria-components'

/*
 * The server's own rendering of the form fields (TextField, Checkbox, Button, RadioGroup,
 * ChoiceField): the same bytes React Aria's components write on the server, without their hooks.
 * A server render never runs an effect or an event handler, and a field that is valid on the
 * server (the form's native validation shows nothing before the first submit) has markup that
 * follows from its props alone; React Aria's press, hover, focus and validation state are built for
 * nothing there. In the browser the fields are React Aria's as before and hydrate this markup.
 *
 * Each server variant takes only props whose markup it writes; anything else (a server error for
 * the field, `isInvalid`, aria validation, a render function, props it does not know) renders React
 * Aria's component instead. The ids are React's `useId` with React Aria's prefix, called as many
 * times and in the same component position as React Aria calls it, so they are the same ids.
 * server-markup.test.tsx renders every variant both ways and compares the HTML byte for byte.
 */

/** One of React Aria's ids: its prefix and React's useId (what `useId` of react-aria writes on the server). */
export function useAriaId(): string {
  return `react-aria-${useId()}`
}

/**
 * True when the field's markup is what its props say: native validation (the form's or its own)
 * and no server error for its name in the form's validation errors.
 */
export function useValidOnServer(name: string | undefined, validationBehavior: string | undefined): boolean {
  const form = useContext(FormContext)
  const errors = useContext(FormValidationContext)
  // A slotted form context (several forms' props by slot name) is React Aria's to resolve.
  if (form && 'slots' in form) return false
  const behavior =
    validationBehavior ??
    (form && 'validationBehavior' in form ? form.validationBehavior : undefined) ??
    'native'
  if (behavior !== 'native') return false
  if (name === undefined) return true
  const error = errors[name]
  return error === undefined || (Array.isArray(error) && error.length === 0)
}

/** True when every own key of `props` is one of `known` (the server variant writes them all). */
export function onlyKnownProps(props: object, known: ReadonlySet<string>): boolean {
  for (const key of Object.keys(props)) if (!known.has(key)) return false
  return true
}

/** React Aria's visually hidden style (its VisuallyHidden), in its key order. */
export const VISUALLY_HIDDEN: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
}
