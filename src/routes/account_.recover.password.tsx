import { createFileRoute, redirect } from '@tanstack/react-router'
import { hashSearchSchema } from './-lib/search-schema.ts'

/** Shopware's default recovery link (/account/recover/password?hash=) leads to /reset-password. */
export const Route = createFileRoute('/account_/recover/password')({
  validateSearch: hashSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/reset-password', search: search.hash ? { hash: search.hash } : {} })
  },
})
