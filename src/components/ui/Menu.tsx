import type { ReactNode } from 'react'
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components'
import { Popover } from './Popover.tsx'
import { withBaseClass } from './utils.ts'

export interface MenuTriggerProps extends RACMenuTriggerProps {
  /** The trigger (usually a `Button`) followed by the `Menu`. */
  children: [ReactNode, ReactNode]
}

/** Opens its menu in a popover; keyboard and focus handling come from React Aria. */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  const [trigger, menu] = children
  return (
    <RACMenuTrigger {...props}>
      {trigger}
      <Popover placement="bottom end">{menu}</Popover>
    </RACMenuTrigger>
  )
}

export function Menu<T extends object>({ className, ...props }: RACMenuProps<T>) {
  return <RACMenu {...props} className={withBaseClass('ui-menu', className)} />
}

export type MenuItemProps = RACMenuItemProps

/** A menu entry; with `href` it renders a real link (full navigation unless a router is provided). */
export function MenuItem({ className, ...props }: MenuItemProps) {
  return <RACMenuItem {...props} className={withBaseClass('ui-menu__item', className)} />
}
