import type { CSSProperties } from 'react'
import {
  Button,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components'
import { cx } from './cx.ts'
import { FieldError, Label } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { Popover } from './Popover.tsx'
import { onlyKnownProps, useAriaId, useValidOnServer, VISUALLY_HIDDEN } from './server-markup.ts'
import { withBaseClass } from './utils.ts'

export interface ChoiceOption {
  id: string
  name: string
}

export interface ChoiceFieldProps extends Omit<RACSelectProps<ChoiceOption>, 'children' | 'items'> {
  label: string
  options: readonly ChoiceOption[]
  /** Shown when the field is invalid (required and empty, or a server violation). */
  errorMessage?: string
}

/** A form select over `{ id, name }` options with validation (country, state, salutation). */
export function ChoiceField(props: ChoiceFieldProps) {
  return import.meta.env.SSR ? <ServerChoiceField {...props} /> : <AriaChoiceField {...props} />
}

/** React Aria's select: the browser's, and the server's for props ServerChoiceField does not write. */
export function AriaChoiceField({ label, options, errorMessage, className, ...props }: ChoiceFieldProps) {
  return (
    <RACSelect {...props} className={withBaseClass('ui-field ui-select', className)}>
      <Label>{label}</Label>
      <Button className="ui-select__button">
        <SelectValue />
        <Icon name="chevron-down" />
      </Button>
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <ListBox items={options} className="ui-listbox">
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className="ui-listbox__item">
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}

/** Props whose markup ServerChoiceField writes (handlers write none on the server). */
const SERVER_PROPS: ReadonlySet<string> = new Set([
  'label',
  'options',
  'errorMessage',
  'className',
  'name',
  'placeholder',
  'isRequired',
  'selectedKey',
  'defaultSelectedKey',
  'onSelectionChange',
])

/** The server's select: AriaChoiceField's markup (./server-markup.ts), else AriaChoiceField itself. */
export function ServerChoiceField(props: ChoiceFieldProps) {
  const valid = useValidOnServer(props.name, props.validationBehavior)
  const key = props.selectedKey !== undefined ? props.selectedKey : props.defaultSelectedKey
  const plain =
    valid &&
    onlyKnownProps(props, SERVER_PROPS) &&
    props.placeholder !== undefined &&
    // React Aria's hidden select writes one more empty option for an empty list.
    props.options.length > 0 &&
    (props.className === undefined || typeof props.className === 'string') &&
    (key === undefined || key === null || typeof key === 'string')
  return plain ? <ChoiceFieldMarkup {...props} /> : <AriaChoiceField {...props} />
}

/** React Aria's hidden select for forms and autofill (its HiddenSelect's container style). */
const HIDDEN_SELECT: CSSProperties = { ...VISUALLY_HIDDEN, position: 'fixed', top: 0, left: 0 }

/**
 * ServerChoiceField's markup (exported for its test, which compares it with React Aria's): React
 * Aria renders the collection into an empty <template> first, then the field beside it.
 */
export function ChoiceFieldMarkup(props: ChoiceFieldProps) {
  return (
    <>
      <template />
      <ChoiceFieldBody {...props} />
    </>
  )
}

function ChoiceFieldBody({
  label,
  options,
  className,
  name,
  placeholder,
  isRequired,
  selectedKey,
  defaultSelectedKey,
}: ChoiceFieldProps) {
  // React Aria's order; the trigger, the label, the description, the error message and the value
  // are the ones its markup shows.
  useAriaId()
  useAriaId()
  const triggerId = useAriaId()
  const labelId = useAriaId()
  useAriaId()
  const descriptionId = useAriaId()
  const errorId = useAriaId()
  const valueId = useAriaId()
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey
  const selected = typeof key === 'string' ? options.find((option) => option.id === key) : undefined
  return (
    <div
      className={cx('ui-field ui-select', typeof className === 'string' ? className : undefined)}
      data-rac=""
      data-required={isRequired || undefined}
    >
      <span className="ui-field__label" id={labelId}>
        {label}
      </span>
      <button
        id={triggerId}
        className="ui-select__button"
        data-rac=""
        type="button"
        tabIndex={0}
        data-react-aria-pressable="true"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={`${descriptionId} ${errorId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
      >
        <span
          id={valueId}
          className="react-aria-SelectValue"
          data-rac=""
          data-placeholder={selected ? undefined : true}
        >
          {selected ? selected.name : placeholder}
        </span>
        <Icon name="chevron-down" />
      </button>
      <div
        style={HIDDEN_SELECT}
        aria-hidden="true"
        data-react-aria-prevent-focus="true"
        data-a11y-ignore="aria-hidden-focus"
        data-testid="hidden-select-container"
      >
        <label>
          <select
            tabIndex={-1}
            required={isRequired || undefined}
            name={name}
            defaultValue={selected?.id ?? ''}
          >
            {/* React Aria's empty choice: a no-break space, as label and as text. */}
            <option value="" label={'\u00A0'}>
              {'\u00A0'}
            </option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}
