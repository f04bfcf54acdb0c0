import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useApp } from '../../app/app-context.ts'
import { NativeFormField, useNativeFormResult } from '../../components/native-form.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { useEmitted, useSend } from '../../system/hooks.ts'
import { useNotify } from '../notifications/notify.ts'
import { FormAlert } from './FormAlert.tsx'
import { formMessage, nativeLoginMessage } from './messages.ts'
import { sanitizeReturnPath } from './return-path.ts'
import { useOperationFailure, useRequested } from './session-hooks.ts'
import { useChecks } from './validation.ts'

const LOGIN: readonly ['login'] = ['login']

export interface LoginFormProps {
  returnPath: string | undefined
  /**
   * Called instead of going back to `returnPath` after a login (the checkout stays where it is:
   * its machine moves on when the session changes).
   */
  onLoggedIn?: () => void
}

/**
 * E-mail and password. A wrong login says 'Invalid username and/or password', a throttled one how
 * many seconds to wait; the typed e-mail stays. Success toasts and goes back to `returnPath`.
 */
export function LoginForm({ returnPath, onLoggedIn }: LoginFormProps) {
  const { t, i18n } = useLingui()
  const notify = useNotify()
  const { navigation } = useApp()
  const checks = useChecks()
  const { failure, violations } = useOperationFailure(LOGIN)
  const [submitted, setSubmitted] = useState(false)
  const send = useSend('session')
  // A login pressed while the session is busy (the checkout saving a choice, a page re-reading the
  // context) waits in the session until it is idle: the button says it is on its way.
  const busy = useRequested('session.login')
  // Posted without JavaScript and refused: the page says why and keeps the e-mail address.
  const posted = useNativeFormResult('login')

  useEmitted('session', 'session.succeeded', (event) => {
    if (event.operation !== 'login' || !submitted) return
    notify({ type: 'success', message: t`You are now logged in.` })
    if (onLoggedIn) onLoggedIn()
    // Only a same-origin path is followed (the guard of /login sanitises it the same way).
    else void navigation.navigate({ href: sanitizeReturnPath(returnPath) })
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitted(true)
    send({
      type: 'session.login',
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    })
  }

  const message =
    formMessage(i18n, failure, violations) ?? (submitted ? null : nativeLoginMessage(i18n, posted))
  return (
    <Form method="post" onSubmit={onSubmit} className="account-form" aria-label={t`Log in`}>
      <NativeFormField form="login" />
      {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
      <TextField
        name="username"
        type="email"
        defaultValue={posted?.values.username}
        label={t`E-mail address`}
        autoComplete="email"
        isRequired
        validate={checks.email}
      />
      <TextField
        name="password"
        type="password"
        label={t`Password`}
        autoComplete="current-password"
        isRequired
        validate={checks.required}
      />
      <p>
        <Link href="/account/recover">{t`Forgot your password?`}</Link>
      </p>
      <Button type="submit" isDisabled={busy}>
        {t`Log in`}
      </Button>
    </Form>
  )
}
