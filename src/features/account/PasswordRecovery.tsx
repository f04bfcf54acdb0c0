import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo, useState } from 'react'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { NativeFormField } from '../../components/native-form.tsx'
import { Link } from '../../components/ui/Link.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { useActor, useSend } from '../../system/hooks.ts'
import { formField } from './AddressFields.tsx'
import { FormAlert } from './FormAlert.tsx'
import { NewPasswordFields } from './NewPasswordFields.tsx'
import { fieldErrors, formMessage } from './messages.ts'
import { useOperationFailure } from './session-hooks.ts'
import { useChecks } from './validation.ts'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'

const RECOVER: readonly ['recoverPassword'] = ['recoverPassword']
const RESET: readonly ['resetPassword'] = ['resetPassword']

/** Asks for the recovery mail. The answer is the same whether the address exists or not. */
export function RecoverPasswordForm({ storefrontUrl }: { storefrontUrl: string }) {
  const { t, i18n } = useLingui()
  const send = useSend('session')
  const checks = useChecks()
  const sent = useActor('session', (view) => view.context.notice === 'recoveryMailSent')
  const [submitted, setSubmitted] = useState(false)
  const { failure, violations } = useOperationFailure(RECOVER)
  const message = formMessage(i18n, failure, violations)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    send({
      type: 'session.recoverPassword',
      email: formField(new FormData(event.currentTarget), 'email').trim(),
      storefrontUrl,
    })
  }
  return (
    <Form method="post" onSubmit={onSubmit} className="account-form" aria-label={t`Password recovery`}>
      <NativeFormField form="recover" />
      {submitted && sent ? (
        <FormAlert tone="success">
          {t`If this e-mail address belongs to an account, we have sent you a link to set a new password.`}
        </FormAlert>
      ) : null}
      {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
      <TextField
        name="email"
        type="email"
        label={t`E-mail address`}
        autoComplete="email"
        isRequired
        validate={checks.email}
      />
      <Button type="submit">{t`Send link`}</Button>
      <CaptchaNotice />
      <p>
        <Link href="/login">{t`Back to login`}</Link>
      </p>
    </Form>
  )
}

/** Sets a new password with the hash from the recovery mail (valid for a limited time, once). */
export function ResetPasswordForm({ hash }: { hash: string }) {
  const { t, i18n } = useLingui()
  const send = useSend('session')
  const done = useActor('session', (view) => view.context.notice === 'passwordReset')
  const [submitted, setSubmitted] = useState(false)
  const { failure, violations } = useOperationFailure(RESET)
  const errors = useMemo(() => fieldErrors(i18n, violations), [i18n, violations])
  const message = formMessage(i18n, failure, violations)
  if (submitted && done) {
    return (
      <FormAlert tone="success">
        {t`Your password has been changed.`} <Link href="/login">{t`Log in now`}</Link>
      </FormAlert>
    )
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitted(true)
    send({
      type: 'session.resetPassword',
      hash,
      newPassword: formField(form, 'newPassword'),
      newPasswordConfirm: formField(form, 'newPasswordConfirm'),
    })
  }
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      validationErrors={errors}
      className="account-form"
      aria-label={t`Set a new password`}
    >
      <NativeFormField form="reset-password" />
      {message ? <FormAlert tone="danger">{message}</FormAlert> : null}
      <NewPasswordFields />
      <Button type="submit">{t`Change password`}</Button>
    </Form>
  )
}
