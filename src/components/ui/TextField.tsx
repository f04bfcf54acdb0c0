import {
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
} from 'react-aria-components'
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
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  )
}
