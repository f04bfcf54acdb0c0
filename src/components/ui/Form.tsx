import type { Ref } from 'react'
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components'
import { cx } from './cx.ts'

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
