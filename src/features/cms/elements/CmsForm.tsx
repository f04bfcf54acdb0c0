import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useMemo } from 'react'
import { Alert } from '../../../components/ui/Alert.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { NativeFormField } from '../../../components/native-form.tsx'
import { Form } from '../../../components/ui/Form.tsx'
import { TextArea } from '../../../components/ui/TextArea.tsx'
import { TextField } from '../../../components/ui/TextField.tsx'
import type { CmsFormKind, FormValues } from '../../../domain/forms.ts'
import { NATIVE_FORM_FIELD } from '../../../domain/native-form.ts'
import type { CmsSlotOf } from '../../../domain/cms.ts'
import { useFormMachine } from '../../../system/forms.ts'
import { failureText, fieldMessages, formChecks } from '../form-messages.ts'
import { slotConfig } from '../helpers.ts'
import { useCmsPageEntity } from '../page-context.ts'
import { CaptchaNotice } from '../../captcha/CaptchaNotice.tsx'
import { useApp } from '../../../app/app-context.ts'

/** Shopware's minimum message length for the contact form. */
export const COMMENT_MIN_LENGTH = 10

function formKind(slot: CmsSlotOf<'form'>): Exclude<CmsFormKind, 'unsubscribe'> {
  return slotConfig(slot, 'type') === 'newsletter' ? 'newsletter' : 'contact'
}

/** A title or text the shop configured for the element, or null when it left it empty. */
function configuredText(slot: CmsSlotOf<'form'>, key: 'title' | 'confirmationText'): string | null {
  const configured = slotConfig(slot, key)
  return typeof configured === 'string' && configured.trim() ? configured.trim() : null
}

/** The submitted fields by name, without the marker of the no-JavaScript form post. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string' && name !== NATIVE_FORM_FIELD) entries[name] = value
  }
  return entries
}

/**
 * The CMS `form` element: contact form or newsletter sign-up, sent to the Store API
 * (/contact-form, /newsletter/subscribe). Fields validate in the browser first; the server's
 * violations appear at their fields and whatever was typed stays in place.
 */
export function CmsForm({ slot }: { slot: CmsSlotOf<'form'> }) {
  const { t, i18n } = useLingui()
  const kind = formKind(slot)
  const { api, origins, locale } = useApp()
  const navigationId = useCmsPageEntity()
  const checks = useMemo(() => formChecks(i18n), [i18n])
  const [state, send] = useFormMachine('cms', api, {
    kind,
    storefrontUrl: origins[locale],
    slotId: slot.id,
    navigationId,
  })
  const { failure, values } = state.context
  const busy = state.matches('submitting')
  const title = configuredText(slot, 'title') ?? (kind === 'contact' ? t`Contact us` : t`Newsletter`)
  const headingId = `cms-form-${slot.id}`

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'form.submit', values: formValues(event.currentTarget) })
  }

  // Inline, not a child component: the section and heading stay the same DOM nodes once sent.
  if (state.matches('sent')) {
    return (
      <section className="cms-form" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        <p
          className="cms-form__alert"
          data-tone="success"
          role="status"
          tabIndex={-1}
          // The form that had focus is gone: the confirmation takes it, so it is read out.
          ref={(node) => node?.focus()}
        >
          {configuredText(slot, 'confirmationText') ??
            (kind === 'contact'
              ? t`Thank you for your message. We will get back to you as soon as possible.`
              : t`Almost done: please confirm your subscription with the link in the e-mail we have just sent you.`)}
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'form.reset' })}>
          {kind === 'contact' ? t`Send another message` : t`Subscribe another address`}
        </Button>
      </section>
    )
  }

  const alert = failureText(i18n, failure)
  const edit = (field: string) => () => send({ type: 'form.edit', field })
  return (
    <section className="cms-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {kind === 'newsletter' ? (
        <p>{t`Subscribe and get 10% off your first order. We send you an e-mail to confirm your address first.`}</p>
      ) : null}
      <Form
        method="post"
        onSubmit={onSubmit}
        validationErrors={fieldMessages(i18n, failure, COMMENT_MIN_LENGTH)}
        className="cms-form__form"
        aria-labelledby={headingId}
        data-kind={kind}
      >
        <NativeFormField form={kind} />
        {alert ? (
          <Alert className="cms-form__alert" tone="danger">
            {alert}
          </Alert>
        ) : null}
        {kind === 'contact' ? <ContactNameFields values={values} edit={edit} /> : null}
        <TextField
          name="email"
          type="email"
          label={t`E-mail address`}
          autoComplete="email"
          isRequired
          validate={checks.email}
          defaultValue={values.email}
          onChange={edit('email')}
        />
        {kind === 'contact' ? <ContactMessageFields values={values} checks={checks} edit={edit} /> : null}
        {/* Not isPending: react-aria announces it with a live-region node axe reports (role=img
            whose label is gone). The button is disabled while sending, so nothing is sent twice. */}
        <Button type="submit" isDisabled={busy}>
          {kind === 'contact' ? t`Send message` : t`Subscribe`}
        </Button>
        <CaptchaNotice />
      </Form>
    </section>
  )
}

/** Tells the machine a field changed (clears its server violation); made per field by CmsForm. */
type EditField = (field: string) => () => void

interface ContactFieldsProps {
  /** The last submitted values: the fields start with them again after a failure. */
  values: FormValues
  edit: EditField
}

/** First and last name of the contact form, side by side. */
function ContactNameFields({ values, edit }: ContactFieldsProps) {
  const { t } = useLingui()
  return (
    <div className="cms-form__row">
      <TextField
        name="firstName"
        label={t`First name`}
        autoComplete="given-name"
        defaultValue={values.firstName}
        onChange={edit('firstName')}
      />
      <TextField
        name="lastName"
        label={t`Last name`}
        autoComplete="family-name"
        defaultValue={values.lastName}
        onChange={edit('lastName')}
      />
    </div>
  )
}

/**
 * Phone, subject and message of the contact form, and the note on how the details are used. A
 * fragment, as CmsForm would render it inline, so the markup and React's ids below it stay the same.
 */
function ContactMessageFields({
  values,
  checks,
  edit,
}: ContactFieldsProps & { checks: ReturnType<typeof formChecks> }) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        name="phone"
        type="tel"
        label={t`Phone (optional)`}
        autoComplete="tel"
        validate={checks.phone}
        defaultValue={values.phone}
        onChange={edit('phone')}
      />
      <TextField
        name="subject"
        label={t`Subject`}
        isRequired
        validate={checks.required}
        defaultValue={values.subject}
        onChange={edit('subject')}
      />
      <TextArea
        name="comment"
        label={t`Your message`}
        isRequired
        validate={checks.minLength(COMMENT_MIN_LENGTH)}
        defaultValue={values.comment}
        onChange={edit('comment')}
      />
      <p className="cms-form__note">{t`We use your details only to answer your message.`}</p>
    </>
  )
}
