import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components'
import { withBaseClass } from './utils.ts'

export type PopoverProps = RACPopoverProps

/** A floating panel anchored to its trigger (menus, selects). */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={withBaseClass('ui-popover', className)} />
}
