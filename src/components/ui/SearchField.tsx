import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components'
import { Label } from './Form.tsx'
import { Icon } from './icons/Icon.tsx'
import { withBaseClass } from './utils.ts'

export interface SearchFieldProps extends RACSearchFieldProps {
  label: string
  /** Name of the clear button, for screen readers. */
  clearLabel: string
  placeholder?: string
  /** Render the label for screen readers only. */
  hideLabel?: boolean
}

/** A search input (role searchbox) with a clear button; Enter calls `onSubmit`. */
export function SearchField({
  label,
  clearLabel,
  placeholder,
  hideLabel = false,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={withBaseClass('ui-search', className)}>
      <Label visuallyHidden={hideLabel}>{label}</Label>
      <div className="ui-search__box">
        <Icon name="search" className="ui-search__icon" />
        <Input className="ui-input ui-search__input" placeholder={placeholder} />
        <Button className="ui-search__clear" aria-label={clearLabel}>
          <Icon name="close" />
        </Button>
      </div>
    </RACSearchField>
  )
}
