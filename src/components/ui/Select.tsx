import type { ReactNode } from 'react'
import {
  Button,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components'
import { Label } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { Popover } from './Popover.tsx'
import { withBaseClass } from './utils.ts'

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  label: string
  items?: Iterable<T>
  children: ReactNode | ((item: T) => ReactNode)
}

/** A labelled single-choice list (listbox in a popover). */
export function Select<T extends object>({ label, items, children, className, ...props }: SelectProps<T>) {
  return (
    <RACSelect {...props} className={withBaseClass('ui-field ui-select', className)}>
      <Label>{label}</Label>
      <Button className="ui-select__button">
        <SelectValue />
        <Icon name="chevron-down" />
      </Button>
      <Popover>
        <ListBox items={items} className="ui-listbox">
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}

export function SelectItem({ className, ...props }: ListBoxItemProps) {
  return <ListBoxItem {...props} className={withBaseClass('ui-listbox__item', className)} />
}
