import type { ReactNode } from 'react'
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
  FieldError,
  Text,
} from 'react-aria-components'
import { Icon } from './icons/Icon.tsx'
import { withBaseClass } from './utils.ts'

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children: ReactNode
  errorMessage?: string
}

/** A checkbox with its label as children; an optional error message below. */
export function Checkbox({ children, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withBaseClass('ui-checkbox', className)}>
      {({ isSelected, isInvalid }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isSelected ? <Icon name="check" size={16} /> : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
          {isInvalid && errorMessage ? (
            <Text slot="errorMessage" className="ui-field__error">
              {errorMessage}
            </Text>
          ) : null}
          <FieldError className="ui-field__error" />
        </>
      )}
    </RACCheckbox>
  )
}
