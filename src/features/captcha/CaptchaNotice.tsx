import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { loadRecaptcha } from './recaptcha.ts'
import { useApp } from '../../app/app-context.ts'

/** Events that show the shopper is about to use the form: the script loads then, not with the page. */
const ENGAGEMENT = ['focusin', 'pointerdown', 'submit'] as const

/**
 * Goes inside every public form whose Store API route checks reCAPTCHA (newsletter, contact and
 * CMS forms, registration, password recovery, withdrawal). Without a site key it renders nothing
 * and nothing is ever requested from Google. With one it shows the notice Google requires when its
 * badge is hidden, and loads the script on the first sign of use of its form, so pages keep their
 * first paint and Largest Contentful Paint free of it; the Store API client then asks for a token
 * when the form is sent. A failed load leaves the form usable: it is sent without a token and the
 * back end's refusal is shown as a message.
 */
export function CaptchaNotice() {
  const { captchaSiteKey, locale } = useApp()
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!captchaSiteKey || !form) return
    const load = () => {
      loadRecaptcha(captchaSiteKey, locale).catch(() => {})
      for (const type of ENGAGEMENT) form.removeEventListener(type, load, true)
    }
    for (const type of ENGAGEMENT) form.addEventListener(type, load, true)
    return () => {
      for (const type of ENGAGEMENT) form.removeEventListener(type, load, true)
    }
  }, [captchaSiteKey, locale])
  if (!captchaSiteKey) return null
  return (
    <p className="captcha-notice" ref={ref}>
      <Trans>
        This site is protected by reCAPTCHA and the Google{' '}
        <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>{' '}
        and{' '}
        <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        apply.
      </Trans>
    </p>
  )
}
