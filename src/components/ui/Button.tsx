import type { Ref } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components'
import { withBaseClass } from './utils.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon'

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant
  ref?: Ref<HTMLButtonElement>
}

/** A pressable button; icon-only buttons must pass `aria-label`. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <RACButton {...props} data-variant={variant} className={withBaseClass('ui-button', className)} />
}
