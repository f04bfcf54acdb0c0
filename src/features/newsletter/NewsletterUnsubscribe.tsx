import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { useFormMachine } from '../../system/forms.ts'
import { failureText, fieldMessages, formChecks } from '../cms/form-messages.ts'
import { useApp } from '../../app/app-context.ts'

/**
 * The page of the unsubscribe link in every newsletter mail. It asks for a click rather than
 * unsubscribing on opening: mail scanners open links, and would otherwise unsubscribe everyone.
 */
export function NewsletterUnsubscribe({ email }: { email: string }) {
  const { t, i18n } = useLingui()
  const { api, origins, locale } = useApp()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const [state, send] = useFormMachine('cms', api, { kind: 'unsubscribe', storefrontUrl: origins[locale] })
  if (state.matches('sent'))
    return (
      <p
        className="cms-form__alert"
        data-tone="success"
        role="status"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        {t`You have been unsubscribed from the newsletter. You will not receive any further newsletters from us.`}
      </p>
    )
  const { failure, values } = state.context
  const alert = failureText(i18n, failure)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('email')
    send({ type: 'form.submit', values: { email: typeof value === 'string' ? value : '' } })
  }
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      validationErrors={fieldMessages(i18n, failure, 0)}
      className="cms-form__form"
    >
      <NativeFormField form="newsletter" />
      {alert ? (
        <Alert className="cms-form__alert" tone="danger">
          {alert}
        </Alert>
      ) : null}
      <TextField
        name="email"
        type="email"
        label={t`E-mail address`}
        autoComplete="email"
        isRequired
        validate={checks.email}
        defaultValue={values.email ?? email}
        onChange={() => send({ type: 'form.edit', field: 'email' })}
      />
      <Button type="submit" isDisabled={state.matches('submitting')}>
        {t`Unsubscribe`}
      </Button>
    </Form>
  )
}
