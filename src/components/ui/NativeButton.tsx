import type { ButtonHTMLAttributes, Ref } from 'react'
import type { ButtonVariant } from './Button.tsx'
import { cx } from './cx.ts'

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant
  ref?: Ref<HTMLButtonElement>
  /**
   * A submit button: what its form does without JavaScript (the form posts to the server). With
   * JavaScript its onClick runs instead and must call `preventDefault()`.
   */
  submit?: boolean
}

/**
 * A plain `<button type="button">` with the look of {@link Button}, for the chrome on every page
 * (flyout toggles, language switcher, toast dismiss). React Aria's Button costs ~11 KB gzip of
 * press/hover/focus handling in the initial JavaScript; these toggles only need a click, which the
 * browser already fires for mouse, touch, Enter and Space. Hover, press and focus rings are styled
 * with :hover, :active and :focus-visible (see ui.css; React Aria's buttons are the ones with
 * `data-rac`, so these need no marker of their own: they repeat on every product card). Forms and dialogs in route chunks keep
 * React Aria's Button.
 */
export function NativeButton({
  variant = 'primary',
  className,
  submit = false,
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={submit ? 'submit' : 'button'}
      data-variant={variant}
      className={cx('ui-button', className)}
    />
  )
}
