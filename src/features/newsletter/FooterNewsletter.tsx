import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { NativeFormField, useNativeFormResult } from '../../components/native-form.tsx'
import type { FormFailure } from '../../domain/forms.ts'
import type { NativeFormResult } from '../../domain/native-form.ts'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { useFormMachine } from '../../system/forms.ts'
import { failureText, fieldMessages, formChecks } from '../cms/form-messages.ts'
import { useNotify } from '../notifications/notify.ts'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'
import { useApp } from '../../app/app-context.ts'

/** A sign-up the server carried out without JavaScript, as the form machine's failure would be. */
function postedFailure(posted: NativeFormResult | undefined): FormFailure | null {
  switch (posted?.outcome) {
    case 'invalidEmail':
      return { kind: 'violations', fields: { email: 'invalidEmail' } }
    case 'throttled':
      return { kind: 'rate-limited', seconds: posted.retryAfterSeconds ?? null }
    // Only the bot protection refuses a sign-up for want of the page's code.
    case 'needsScript':
      return { kind: 'captcha' }
    case 'failed':
      return { kind: 'failed' }
    default:
      return null
  }
}

/**
 * The footer's newsletter sign-up (double opt-in): one e-mail field. Success says to confirm with
 * the mailed link, as a toast and in place of the form. Without JavaScript the server signs the
 * address up itself (server/native-forms.ts) and leads back here: the form then says what happened
 * and keeps an address it refused, until the shopper types again.
 */
export function FooterNewsletter() {
  const { t, i18n } = useLingui()
  const { api, origins, locale } = useApp()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const notify = useNotify()
  const [state, send] = useFormMachine('cms', api, { kind: 'newsletter', storefrontUrl: origins[locale] })
  const posted = useNativeFormResult('footer-newsletter')
  const [edited, setEdited] = useState(false)
  const fromPost = edited ? undefined : posted
  const sent = state.matches('sent') || fromPost?.outcome === 'subscribed'
  const pending = t`Almost done: please confirm your subscription with the link in the e-mail we have just sent you.`
  useEffect(() => {
    if (sent) notify({ type: 'success', message: pending })
  }, [sent, notify, pending])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setEdited(true)
    const email = new FormData(event.currentTarget).get('email')
    send({ type: 'form.submit', values: { email: typeof email === 'string' ? email : '' } })
  }
  const failure = state.context.failure ?? postedFailure(fromPost)
  const email = state.context.values.email ?? fromPost?.values.email
  const alert = failureText(i18n, failure)
  return (
    <section id="footer-newsletter" className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title" className="site-footer__heading">{t`Newsletter`}</h2>
      {sent ? (
        <p className="cms-form__alert" data-tone="success" role="status">
          {pending}
        </p>
      ) : (
        <>
          <p>{t`Subscribe and get 10% off your first order. We send you an e-mail to confirm your address first.`}</p>
          <Form
            method="post"
            onSubmit={onSubmit}
            validationErrors={fieldMessages(i18n, failure, 0)}
            className="footer-newsletter__form"
            aria-labelledby="footer-newsletter-title"
          >
            <NativeFormField form="footer-newsletter" />
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
              defaultValue={email}
              onChange={() => {
                setEdited(true)
                send({ type: 'form.edit', field: 'email' })
              }}
            />
            <Button type="submit" isDisabled={state.matches('submitting')}>
              {t`Subscribe`}
            </Button>
            <CaptchaNotice />
          </Form>
        </>
      )}
    </section>
  )
}
