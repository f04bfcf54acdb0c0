import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useRef } from 'react'
import type { SessionEvent } from '../../system/index.ts'
import { useEmitted, useSend } from '../../system/hooks.ts'
import { formField } from './AddressFields.tsx'
import { fieldErrors, formMessage } from './messages.ts'
import { useOperationFailure } from './session-hooks.ts'

type AccountCommand = Extract<SessionEvent, { type: 'session.account' }>['command']
type AccountOperation = AccountCommand['kind']

export interface AccountFormOptions {
  /** Empties the fields once the command has succeeded (secrets and one-off entries). */
  resetOnSuccess?: boolean
}

/**
 * One account form's wiring: submitting sends the `session.account` command that `read` builds from
 * the submitted fields; the server's violations show at their fields (`formProps.validationErrors`)
 * and its failure as `message`. Spread `formProps` onto the `Form`.
 */
export function useAccountForm<K extends AccountOperation>(
  operation: K,
  read: (get: (key: string) => string) => Extract<AccountCommand, { kind: K }>,
  { resetOnSuccess = false }: AccountFormOptions = {},
) {
  const { i18n } = useLingui()
  const send = useSend('session')
  const operations = useMemo(() => [operation], [operation])
  const { failure, violations } = useOperationFailure(operations)
  const validationErrors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])
  const ref = useRef<HTMLFormElement>(null)
  useEmitted('session', 'session.succeeded', (event) => {
    if (resetOnSuccess && event.operation === operation) ref.current?.reset()
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({ type: 'session.account', command: read((key) => formField(form, key)) })
  }
  return {
    message: formMessage(i18n, failure, violations),
    formProps: { ref, onSubmit, validationErrors },
  }
}
