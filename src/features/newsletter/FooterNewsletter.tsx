import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { TextField } from '../../components/ui/TextField.tsx'
import { useFormMachine } from '../../system/forms.ts'
import { failureText, fieldMessages, formChecks } from '../cms/form-messages.ts'
import { useNotify } from '../notifications/notify.ts'
import { CaptchaNotice } from '../captcha/CaptchaNotice.tsx'
import { useApp } from '../../app/app-context.ts'

/**
 * The footer's newsletter sign-up (double opt-in): one e-mail field. Success says to confirm with
 * the mailed link, as a toast and in place of the form. Without JavaScript the form posts to its
 * page, which says that it needs the page's code (as every form the server cannot carry out).
 */
export function FooterNewsletter() {
  const { t, i18n } = useLingui()
  const { api, origins, locale } = useApp()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const notify = useNotify()
  const [state, send] = useFormMachine('cms', api, { kind: 'newsletter', storefrontUrl: origins[locale] })
  const sent = state.matches('sent')
  const pending = t`Almost done: please confirm your subscription with the link in the e-mail we have just sent you.`
  useEffect(() => {
    if (sent) notify({ type: 'success', message: pending })
  }, [sent, notify, pending])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    send({ type: 'form.submit', values: { email: typeof email === 'string' ? email : '' } })
  }
  const { failure, values } = state.context
  const alert = failureText(i18n, failure)
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
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
            <NativeFormField form="newsletter" />
            {alert ? (
              <p className="cms-form__alert" data-tone="danger" role="alert">
                {alert}
              </p>
            ) : null}
            <TextField
              name="email"
              type="email"
              label={t`E-mail address`}
              autoComplete="email"
              isRequired
              validate={checks.email}
              defaultValue={values.email}
              onChange={() => send({ type: 'form.edit', field: 'email' })}
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
