import { useContext } from 'react'
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextFieldContext,
} from 'react-aria-components'
import { cx } from './cx.ts'
import { Description, FieldError, Label } from './Form.tsx'
import { onlyKnownProps, useAriaId, useValidOnServer } from './server-markup.ts'
import { withBaseClass } from './utils.ts'

export interface TextFieldProps extends RACTextFieldProps {
  label: string
  description?: string
  errorMessage?: string
  placeholder?: string
}

/** A labelled text input with optional description and validation message. */
export function TextField(props: TextFieldProps) {
  return import.meta.env.SSR ? <ServerTextField {...props} /> : <AriaTextField {...props} />
}

/** React Aria's text field: the browser's, and the server's for props ServerTextField does not write. */
export function AriaTextField({
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

/**
 * Props whose markup ServerTextField writes (handlers and `validate` write none on the server; the
 * error message shows only once the field is invalid, which it is not there).
 */
const SERVER_PROPS: ReadonlySet<string> = new Set([
  'label',
  'description',
  'errorMessage',
  'placeholder',
  'className',
  'name',
  'type',
  'autoComplete',
  'isRequired',
  'defaultValue',
  'validate',
  'onChange',
])

/** The server's text field: AriaTextField's markup (./server-markup.ts), else AriaTextField itself. */
export function ServerTextField(props: TextFieldProps) {
  const valid = useValidOnServer(props.name, props.validationBehavior)
  const slotted = useContext(TextFieldContext) !== null
  const plain =
    valid &&
    !slotted &&
    onlyKnownProps(props, SERVER_PROPS) &&
    (props.className === undefined || typeof props.className === 'string') &&
    (props.defaultValue === undefined || typeof props.defaultValue === 'string')
  return plain ? <TextFieldMarkup {...props} /> : <AriaTextField {...props} />
}

/** ServerTextField's markup (exported for its test, which compares it with React Aria's). */
export function TextFieldMarkup({
  label,
  description,
  placeholder,
  className,
  name,
  type = 'text',
  autoComplete,
  isRequired,
  defaultValue,
}: TextFieldProps) {
  // React Aria's order: the input, its label, one unused, the description, the error message.
  const inputId = useAriaId()
  const labelId = useAriaId()
  useAriaId()
  const descriptionId = useAriaId()
  const errorId = useAriaId()
  return (
    <div
      className={cx('ui-field', typeof className === 'string' ? className : undefined)}
      data-rac=""
      data-required={isRequired || undefined}
    >
      <label className="ui-field__label" id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <input
        type={type}
        required={isRequired || undefined}
        autoComplete={autoComplete}
        placeholder={placeholder}
        tabIndex={0}
        id={inputId}
        aria-labelledby={labelId}
        aria-describedby={`${descriptionId} ${errorId}`}
        className="ui-input"
        data-rac=""
        name={name}
        defaultValue={defaultValue ?? ''}
      />
      {description ? (
        <span className="ui-field__description" id={descriptionId} slot="description">
          {description}
        </span>
      ) : null}
    </div>
  )
}
