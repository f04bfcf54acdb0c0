import {
  Button,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components'
import { FieldError, Label } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { Popover } from './Popover.tsx'
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
export function ChoiceField({ label, options, errorMessage, className, ...props }: ChoiceFieldProps) {
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
