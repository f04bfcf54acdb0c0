import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useApp } from '../../app/app-context.ts'
import { Link } from '../../components/ui/Link.tsx'
import { useEmitted } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import { FormAlert } from './FormAlert.tsx'
import { formMessage } from './messages.ts'
import { useOperationFailure, useSendOnce } from './session-hooks.ts'

const CONFIRM: readonly ['confirmRegistration'] = ['confirmRegistration']

/** Confirms the registration from the mailed link; the shopper then arrives logged in. */
export function RegisterConfirm({ em, hash }: { em: string; hash: string }) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { navigation } = useApp()
  const event = useMemo(
    () => (em && hash ? ({ type: 'session.confirmRegistration', em, hash } as const) : null),
    [em, hash],
  )
  useSendOnce(event, `${em}:${hash}`)
  const { failure, violations } = useOperationFailure(CONFIRM)
  useEmitted('session', 'session.succeeded', (succeeded) => {
    if (succeeded.operation !== 'confirmRegistration') return
    notify({ type: 'success', message: t`Your account has been activated. Welcome!` })
    void navigation.navigate({ href: '/account' })
  })
  const invalid = !event
  if (invalid || failure) {
    const message = failure ? formMessage(i18n, failure, violations) : null
    return (
      <FormAlert tone="danger">
        {t`This confirmation link is not valid or has already been used.`}{' '}
        {message && failure?.status !== 404 ? message : null} <Link href="/login">{t`Go to login`}</Link>
      </FormAlert>
    )
  }
  return <p role="status">{t`Your registration is being confirmed…`}</p>
}
