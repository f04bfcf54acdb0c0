import type { ReactNode } from 'react'
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
} from 'react-aria-components'
import { Label } from './Form.tsx'
import { withBaseClass } from './utils.ts'

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: string
  children: ReactNode
}

/** A labelled group of radio buttons (e.g. private or business account). */
export function RadioGroup({ label, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={withBaseClass('ui-field ui-radio-group', className)}>
      <Label>{label}</Label>
      <div className="ui-radio-group__options">{children}</div>
    </RACRadioGroup>
  )
}

export function Radio({ className, ...props }: RadioProps) {
  return <RACRadio {...props} className={withBaseClass('ui-radio', className)} />
}
