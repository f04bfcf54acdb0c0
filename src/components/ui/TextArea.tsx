import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components'
import { Description, FieldError, Label } from './Form.tsx'
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
      <Label>{label}</Label>
      <RACTextArea className="ui-input ui-textarea" rows={rows} />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  )
}
