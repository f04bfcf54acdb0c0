import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components'
import { FieldError } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { withBaseClass } from './utils.ts'

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  children: ReactNode
  /** The message while the box is invalid; without it, the message of `validate` (or the browser's). */
  errorMessage?: string
}

/**
 * A checkbox with its label as children and its error message below, outside the label and
 * linked to the box (aria-describedby). A field, not React Aria's bare Checkbox: that one gives a
 * FieldError no validation to show, so a box failing `validate` would be marked invalid without a word.
 */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={withBaseClass('ui-checkbox-field', className)}>
      <CheckboxButton className="ui-checkbox">
        {({ isSelected }) => (
          <>
            <span className="ui-checkbox__box" aria-hidden="true">
              {isSelected ? <Icon name="check" size={16} /> : null}
            </span>
            <span className="ui-checkbox__label">{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  )
}
