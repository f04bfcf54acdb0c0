import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label } from './Form.tsx'
import { withBaseClass } from './utils.ts'

export interface TextFieldProps extends RACTextFieldProps {
  label: string
  description?: string
  errorMessage?: string
  placeholder?: string
}

/** A labelled text input with optional description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={withBaseClass('ui-field', className)}>
      <Label>{label}</Label>
      <Input className="ui-input" placeholder={placeholder} />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  )
}
