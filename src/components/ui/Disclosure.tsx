import type { ReactNode } from 'react'
import {
  Button,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components'
import { Icon } from './icons/Icon.tsx'
import { withBaseClass } from './utils.ts'

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  title: ReactNode
  /** Heading level of the trigger so the document outline stays in order. */
  level?: 2 | 3 | 4
  children: ReactNode
}

/** An expandable section: a heading with a toggle button (aria-expanded) and its panel. */
export function Disclosure({ title, level = 3, children, className, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={withBaseClass('ui-disclosure', className)}>
      <Heading level={level} className="ui-disclosure__heading">
        <Button slot="trigger" className="ui-disclosure__trigger">
          <span>{title}</span>
          <Icon name="chevron-down" className="ui-disclosure__chevron" />
        </Button>
      </Heading>
      <DisclosurePanel className="ui-disclosure__panel">{children}</DisclosurePanel>
    </RACDisclosure>
  )
}
