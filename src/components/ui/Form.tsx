/**
 * The form and the parts every field wrapper shares, kept in one module as the react-aria-components
 * starter keeps them: `Label`, `Description` and `FieldError` wrap React Aria's with our class names,
 * so TextField, TextArea, Select, ChoiceField, SearchField, RadioGroup and Checkbox render the same
 * markup from one place instead of repeating it.
 *
 * The parts pass their props in the order the wrappers wrote them by hand (the description's slot,
 * the class, then the caller's props such as children), because the server writes attributes in
 * prop order: server-rendered pages are hydrated and tests compare markup, so moving the parts here
 * must not change a byte of it.
 */
import type { Ref } from 'react'
import {
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Form as RACForm,
  type FormProps as RACFormProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components'
import { cx } from './cx.ts'
import { withBaseClass } from './utils.ts'

export interface FormProps extends RACFormProps {
  ref?: Ref<HTMLFormElement>
}

/**
 * A form whose fields validate natively (isRequired, type=email, minLength) with our messages and
 * show server errors per field through `validationErrors` ({ fieldName: message }).
 */
export function Form({ className, validationBehavior = 'native', ...props }: FormProps) {
  return <RACForm {...props} validationBehavior={validationBehavior} className={cx('ui-form', className)} />
}

export interface LabelProps extends RACLabelProps {
  /**
   * Keep the label for screen readers only (SearchField's `hideLabel`). It then carries
   * `visually-hidden` *instead of* `ui-field__label`, the one class SearchField has always given it,
   * so its markup stays as it was.
   */
  visuallyHidden?: boolean
  ref?: Ref<HTMLLabelElement>
}

/** A field's label (`ui-field__label`), tied to its input by the React Aria field around it. */
export function Label({ visuallyHidden = false, className, ...props }: LabelProps) {
  const base = visuallyHidden ? 'visually-hidden' : 'ui-field__label'
  return <RACLabel className={cx(base, className)} {...props} />
}

export interface DescriptionProps extends Omit<TextProps, 'slot'> {
  ref?: Ref<HTMLElement>
}

/**
 * A field's help text (`ui-field__description`). The `description` slot is what makes React Aria
 * link it to the input through aria-describedby, so callers cannot set another.
 */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text slot="description" className={cx('ui-field__description', className)} {...props} />
}

export interface FieldErrorProps extends RACFieldErrorProps {
  ref?: Ref<HTMLElement>
}

/**
 * A field's validation message (`ui-field__error`): the children while the field is invalid, else
 * the field's own validation errors; nothing while it is valid. React Aria links it to the input.
 */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError className={withBaseClass('ui-field__error', className)} {...props} />
}
