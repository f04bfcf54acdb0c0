import { Children, createContext, isValidElement, type ReactNode, use } from 'react'
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
} from 'react-aria-components'
import { Label } from './Form.tsx'
import { onlyKnownProps, useAriaId, useValidOnServer, VISUALLY_HIDDEN } from './server-markup.ts'
import { withBaseClass } from './utils.ts'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: string
  children: ReactNode
}

/** A labelled group of radio buttons (e.g. private or business account). */
export function RadioGroup(props: RadioGroupProps) {
  return import.meta.env.SSR ? <ServerRadioGroup {...props} /> : <AriaRadioGroup {...props} />
}

/** React Aria's radio group: the browser's, and the server's for props ServerRadioGroup does not write. */
export function AriaRadioGroup({ label, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withBaseClass('ui-field ui-radio-group', className)}>
      <Label>{label}</Label>
      <div className="ui-radio-group__options">{children}</div>
    </RACRadioGroup>
  )
}

export function Radio(props: RadioProps) {
  return import.meta.env.SSR ? <ServerRadio {...props} /> : <AriaRadio {...props} />
}

/** React Aria's radio button. */
export function AriaRadio({ className, ...props }: RadioProps) {
  return <RACRadio {...props} className={withBaseClass('ui-radio', className)} />
}

/** What a radio of ServerRadioGroup's markup needs from its group. */
interface ServerGroup {
  name: string
  value: string
  descriptionId: string
}

/** The group of a radio in ServerRadioGroup's markup; null under React Aria's group. */
const ServerGroupContext = createContext<ServerGroup | null>(null)

/** Props whose markup ServerRadioGroup writes (handlers write none on the server). */
const GROUP_PROPS: ReadonlySet<string> = new Set(['label', 'children', 'value', 'onChange', 'orientation'])
const RADIO_PROPS: ReadonlySet<string> = new Set(['value', 'children'])

/**
 * The server's radio group: AriaRadioGroup's markup (./server-markup.ts) when a radio is chosen and
 * every child is a plain Radio with a text label, else AriaRadioGroup itself.
 */
export function ServerRadioGroup(props: RadioGroupProps) {
  const valid = useValidOnServer(props.name, props.validationBehavior)
  const radios = Children.toArray(props.children)
  const plain =
    valid &&
    onlyKnownProps(props, GROUP_PROPS) &&
    typeof props.value === 'string' &&
    radios.some((radio) => isValidElement<RadioProps>(radio) && radio.props.value === props.value) &&
    radios.every(
      (radio) =>
        isValidElement<RadioProps>(radio) &&
        radio.type === Radio &&
        onlyKnownProps(radio.props, RADIO_PROPS) &&
        typeof radio.props.children === 'string',
    )
  return plain ? <RadioGroupMarkup {...props} /> : <AriaRadioGroup {...props} />
}

/** ServerRadioGroup's markup (exported for its test, which compares it with React Aria's). */
export function RadioGroupMarkup({ label, children, value, orientation = 'vertical' }: RadioGroupProps) {
  // React Aria's order: the group, its label, one unused, the description, the error, the name.
  const groupId = useAriaId()
  const labelId = useAriaId()
  useAriaId()
  const descriptionId = useAriaId()
  const errorId = useAriaId()
  const name = useAriaId()
  const group: ServerGroup = { name, value: value ?? '', descriptionId }
  return (
    <div
      className="ui-field ui-radio-group"
      data-rac=""
      role="radiogroup"
      aria-orientation={orientation}
      id={groupId}
      aria-labelledby={labelId}
      aria-describedby={`${descriptionId} ${errorId}`}
      data-orientation={orientation}
    >
      <span className="ui-field__label" id={labelId}>
        {label}
      </span>
      <div className="ui-radio-group__options">
        <ServerGroupContext value={group}>{children}</ServerGroupContext>
      </div>
    </div>
  )
}

/** The server's radio: its markup inside ServerRadioGroup's, React Aria's radio inside React Aria's group. */
export function ServerRadio(props: RadioProps) {
  const group = use(ServerGroupContext)
  return group ? <RadioMarkup {...props} group={group} /> : <AriaRadio {...props} />
}

function RadioMarkup({ value, children, group }: RadioProps & { group: ServerGroup }) {
  const descriptionId = useAriaId()
  const selected = value === group.value
  return (
    <label
      data-react-aria-pressable="true"
      className="ui-radio"
      data-rac=""
      data-selected={selected || undefined}
    >
      <span style={VISUALLY_HIDDEN}>
        <input
          data-react-aria-pressable="true"
          tabIndex={selected ? 0 : -1}
          type="radio"
          aria-describedby={`${descriptionId} ${group.descriptionId}`}
          name={group.name}
          defaultChecked={selected || undefined}
          value={value}
        />
      </span>
      {typeof children === 'function' ? null : children}
    </label>
  )
}
