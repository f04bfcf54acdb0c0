import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { NativeFormField } from '../../components/native-form.tsx'
import { Alert } from '../../components/ui/Alert.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Form } from '../../components/ui/Form.tsx'
import { useFormMachine } from '../../system/forms.ts'
import { failureText } from '../cms/form-messages.ts'
import { useNotify } from '../notifications/notify.ts'
import { useApp } from '../../app/app-context.ts'

/** The Store API's newsletter status of the customer (`undefined`: never subscribed). */
export type AccountNewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct' | 'undefined'

/**
 * The account's newsletter card: subscribe (the customer's own address needs no confirmation, as in
 * Shopware) or unsubscribe with one button; a toast says what happened.
 */
export function AccountNewsletter({ status, email }: { status: AccountNewsletterStatus; email: string }) {
  const { t } = useLingui()
  const [subscribed, setSubscribed] = useState(status === 'optIn' || status === 'direct')
  const [pending, setPending] = useState(status === 'notSet')
  return (
    <section className="account-card" aria-labelledby="overview-newsletter">
      <h2 id="overview-newsletter">{t`Newsletter`}</h2>
      <p role="status">
        {subscribed
          ? t`You receive our newsletter at ${email}.`
          : pending
            ? t`Your subscription is waiting for the confirmation link we sent you by e-mail.`
            : t`Subscribe to our newsletter and get 10% off your first order.`}
      </p>
      {/* keyed: each direction is a fresh form actor */}
      <NewsletterToggle
        key={subscribed ? 'unsubscribe' : 'subscribe'}
        subscribed={subscribed}
        email={email}
        onDone={() => {
          setSubscribed(!subscribed)
          setPending(false)
        }}
      />
    </section>
  )
}

function NewsletterToggle({
  subscribed,
  email,
  onDone,
}: {
  subscribed: boolean
  email: string
  onDone: () => void
}) {
  const { t, i18n } = useLingui()
  const { api, origins, locale } = useApp()
  const notify = useNotify()
  const [state, send] = useFormMachine('cms', api, {
    kind: subscribed ? 'unsubscribe' : 'newsletter',
    storefrontUrl: origins[locale],
  })
  const sent = state.matches('sent')
  const done = subscribed
    ? t`You have unsubscribed from the newsletter.`
    : t`You are now subscribed to the newsletter.`
  useEffect(() => {
    if (!sent) return
    notify({ type: 'success', message: done })
    onDone()
  }, [sent, notify, done, onDone])
  const alert = failureText(i18n, state.context.failure)
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'form.submit', values: { email } })
      }}
    >
      <NativeFormField form="newsletter" />
      {alert ? (
        <Alert className="cms-form__alert" tone="danger">
          {alert}
        </Alert>
      ) : null}
      <Button type="submit" variant="secondary" isDisabled={state.matches('submitting')}>
        {subscribed ? t`Unsubscribe` : t`Subscribe`}
      </Button>
    </Form>
  )
}
