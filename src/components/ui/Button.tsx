import type { Ref } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components'
import { cx } from './cx.ts'
import { onlyKnownProps, useAriaId } from './server-markup.ts'
import { withBaseClass } from './utils.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'icon'

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant
  ref?: Ref<HTMLButtonElement>
}

/** A pressable button; icon-only buttons must pass `aria-label`. */
export function Button(props: ButtonProps) {
  return import.meta.env.SSR ? <ServerButton {...props} /> : <AriaButton {...props} />
}

/** React Aria's button: the browser's, and the server's for props ServerButton does not write. */
export function AriaButton({ variant = 'primary', className, ...props }: ButtonProps) {
  return <RACButton {...props} data-variant={variant} className={withBaseClass('ui-button', className)} />
}

/** Props whose markup ServerButton writes (handlers write none on the server). */
const SERVER_PROPS: ReadonlySet<string> = new Set([
  'children',
  'variant',
  'className',
  'type',
  'isDisabled',
  'onPress',
])

/** The server's button: AriaButton's markup (./server-markup.ts), else AriaButton itself. */
export function ServerButton(props: ButtonProps) {
  const plain =
    onlyKnownProps(props, SERVER_PROPS) &&
    typeof props.children !== 'function' &&
    (props.className === undefined || typeof props.className === 'string')
  return plain ? <ButtonMarkup {...props} /> : <AriaButton {...props} />
}

/** ServerButton's markup (exported for its test, which compares it with React Aria's). */
export function ButtonMarkup({
  variant = 'primary',
  className,
  type = 'button',
  isDisabled,
  children,
}: ButtonProps) {
  const id = useAriaId()
  return (
    <button
      data-variant={variant}
      className={cx('ui-button', typeof className === 'string' ? className : undefined)}
      data-rac=""
      type={type}
      disabled={isDisabled || undefined}
      tabIndex={isDisabled ? undefined : 0}
      data-react-aria-pressable="true"
      id={id}
      data-disabled={isDisabled || undefined}
    >
      {typeof children === 'function' ? null : children}
    </button>
  )
}
