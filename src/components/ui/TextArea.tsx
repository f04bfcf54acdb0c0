import {
  FieldError,
  Label,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
} from 'react-aria-components'
import { withBaseClass } from './utils.ts'

export interface TextAreaProps extends RACTextFieldProps {
  label: string
  description?: string
  errorMessage?: string
  rows?: number
}

/** A labelled multi-line text input with optional description and validation message. */
export function TextArea({ label, description, errorMessage, rows = 5, className, ...props }: TextAreaProps) {
  return (
    <RACTextField {...props} className={withBaseClass('ui-field', className)}>
      <Label className="ui-field__label">{label}</Label>
      <RACTextArea className="ui-input ui-textarea" rows={rows} />
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </RACTextField>
  )
}
