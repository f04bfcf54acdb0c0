// Browser boot: what React recovered from while hydrating, reported with its cause.
import type { ErrorInfo } from 'react'

/**
 * `hydrateRoot`'s `onRecoverableError`. React's default reports only its own wrapper ("there was an
 * error while hydrating", #422 in a production build), whose `cause` is the error a component threw
 * and the only part that says what went wrong; this writes both, with the component stack, to the
 * console, where a shopper's bug report and the e2e suite's hydration watch read them.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const parts = [describe(error)]
  // A few levels at most: a cause may point back at an error before it.
  let depth = 0
  for (let cause = causeOf(error); cause !== undefined && depth < 5; cause = causeOf(cause), depth++) {
    parts.push(`caused by: ${describe(cause)}`)
    if (cause instanceof Error && cause.stack) parts.push(cause.stack)
  }
  if (info.componentStack) parts.push(`component stack:${info.componentStack}`)
  console.error(parts.join('\n'))
}

const causeOf = (error: unknown): unknown => (error instanceof Error ? error.cause : undefined)

const describe = (value: unknown): string =>
  value instanceof Error ? `${value.name}: ${value.message}` : String(value)
