import type { ReactNode } from 'react'
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components'
import { cx } from './cx.ts'
import { FieldError } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { onlyKnownProps, useAriaId, useValidOnServer, VISUALLY_HIDDEN } from './server-markup.ts'
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
export function Checkbox(props: CheckboxProps) {
  return import.meta.env.SSR ? <ServerCheckbox {...props} /> : <AriaCheckbox {...props} />
}

/** React Aria's checkbox field: the browser's, and the server's for props ServerCheckbox does not write. */
export function AriaCheckbox({ children, errorMessage, className, ...props }: CheckboxProps) {
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

/** Props whose markup ServerCheckbox writes (handlers and `validate` write none on the server). */
const SERVER_PROPS: ReadonlySet<string> = new Set([
  'children',
  'errorMessage',
  'className',
  'name',
  'isRequired',
  'isSelected',
  'validate',
  'onChange',
])

/** The server's checkbox: AriaCheckbox's markup (./server-markup.ts), else AriaCheckbox itself. */
export function ServerCheckbox(props: CheckboxProps) {
  const valid = useValidOnServer(props.name, props.validationBehavior)
  const plain =
    valid &&
    onlyKnownProps(props, SERVER_PROPS) &&
    (props.className === undefined || typeof props.className === 'string')
  return plain ? <CheckboxMarkup {...props} /> : <AriaCheckbox {...props} />
}

/** ServerCheckbox's markup (exported for its test, which compares it with React Aria's). */
export function CheckboxMarkup({ children, className, name, isRequired, isSelected }: CheckboxProps) {
  // React Aria's: the description's and the error message's ids.
  const descriptionId = useAriaId()
  const errorId = useAriaId()
  // The children sit where React Aria puts them (a label's second child, a fragment's second), so
  // ids used inside them are the browser's too.
  return (
    <div
      className={cx('ui-checkbox-field', typeof className === 'string' ? className : undefined)}
      data-rac=""
      data-selected={isSelected || undefined}
      data-required={isRequired || undefined}
    >
      <label
        data-react-aria-pressable="true"
        className="ui-checkbox"
        data-rac=""
        data-selected={isSelected || undefined}
        data-required={isRequired || undefined}
      >
        <span style={VISUALLY_HIDDEN}>
          <input
            required={isRequired || undefined}
            aria-describedby={`${descriptionId} ${errorId}`}
            type="checkbox"
            data-react-aria-pressable="true"
            tabIndex={0}
            name={name}
            defaultChecked={isSelected || undefined}
          />
        </span>
        {/* biome-ignore lint/complexity/noUselessFragments: React Aria's render function returns a fragment here, which is a level of the tree that useId counts. */}
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isSelected ? <Icon name="check" size={16} /> : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </>
      </label>
      {null}
    </div>
  )
}
