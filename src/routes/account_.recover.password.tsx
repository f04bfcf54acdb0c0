import { createFileRoute, redirect } from '@tanstack/react-router'

/** Shopware's default recovery link (/account/recover/password?hash=) leads to /reset-password. */
export const Route = createFileRoute('/account_/recover/password')({
  validateSearch: (raw: Record<string, unknown>): { hash?: string } =>
    typeof raw.hash === 'string' ? { hash: raw.hash } : {},
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/reset-password', search: search.hash ? { hash: search.hash } : {} })
  },
})
