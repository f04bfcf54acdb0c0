import type { ReactNode } from 'react'

/** A message above a form (wrong login, rate limit, check your mail); announced when it appears. */
export function FormAlert({ tone, children }: { tone: 'danger' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className="account-alert" data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
