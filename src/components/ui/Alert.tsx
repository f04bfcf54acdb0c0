/**
 * The one-paragraph error message a page or form shows when something failed (`role="alert"`, so
 * screen readers announce it as it appears). Plain markup without React Aria: it has no behaviour,
 * and it renders in the page chrome (the footer newsletter), whose JavaScript is kept small, and
 * inside `<noscript>`.
 */
import type { HTMLAttributes, ReactNode } from 'react'

export interface AlertProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role'> {
  /** `data-tone`, for the alerts styled by tone (`account-alert`, `cms-form__alert`). */
  tone?: 'danger'
  children: ReactNode
}

/**
 * A `<p role="alert">` with the caller's class, id and data attributes. The attributes come in the
 * order the pages wrote them by hand (id, class, data-tone, role, then the rest such as
 * data-testid), so server-rendered markup is unchanged byte for byte; the call site still decides
 * whether to render it at all. Messages that are not errors belong in a `role="status"` region.
 */
export function Alert({ id, className, tone, ...props }: AlertProps) {
  return <p id={id} className={className} data-tone={tone} role="alert" {...props} />
}
