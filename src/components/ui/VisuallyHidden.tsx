import type { ReactNode } from 'react'

/**
 * Content for screen readers only (e.g. the name of an icon link). A class instead of RAC's inline
 * style so that server-rendered HTML stays within a strict style Content-Security-Policy.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
