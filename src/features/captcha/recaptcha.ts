// Google reCAPTCHA v3 in the browser, as Shopware's storefront uses it: the script with the site
// key, and a fresh token (valid two minutes) asked for right before a protected form is sent. No
// React here: the Store API client's token hook loads this module when a protected call goes out.

/** What the script puts on window (only the parts used here). */
interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com'

/** Longest wait for the script and a token; after it the form is sent without one (the server says why). */
export const TOKEN_TIMEOUT_MS = 10_000

/**
 * reCAPTCHA's `hl` codes: it knows `en-GB` as a variant, German and French only as `de` and `fr`.
 * Its (hidden) badge and any challenge speak the page's language, not the browser's.
 */
export function recaptchaLanguage(locale: string): string {
  return locale === 'en-GB' ? 'en-GB' : locale.slice(0, 2)
}

export function recaptchaScriptUrl(siteKey: string, locale: string): string {
  const params = new URLSearchParams({ render: siteKey, hl: recaptchaLanguage(locale) })
  return `${RECAPTCHA_SCRIPT_ORIGIN}/recaptcha/api.js?${params}`
}

/** Action names Google's console reports the scores under, per protected Store API path. */
const ACTIONS: Readonly<Record<string, string>> = {
  '/contact-form': 'contact',
  '/newsletter/subscribe': 'newsletter',
  '/account/register': 'register',
  '/account/recovery-password': 'recover_password',
}

let loading: Promise<Grecaptcha> | undefined

/**
 * Adds the script once per page (async, so it never holds up rendering). A failed load (offline,
 * blocked by an extension) rejects, and the next call tries again.
 */
export function loadRecaptcha(
  siteKey: string,
  locale: string,
  doc: Document = document,
): Promise<Grecaptcha> {
  if (loading) return loading
  const pending = new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = recaptchaScriptUrl(siteKey, locale)
    script.async = true
    script.onload = () => {
      const api = doc.defaultView?.grecaptcha
      if (api) api.ready(() => resolve(api))
      else reject(new Error('reCAPTCHA script loaded without grecaptcha'))
    }
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'))
    doc.head.append(script)
  })
  pending.catch(() => {
    if (loading === pending) loading = undefined
  })
  loading = pending
  return pending
}

/** True once a protected form on this page asked for the script (the shopper is filling it in). */
export function recaptchaRequested(): boolean {
  return loading !== undefined
}

/**
 * The token for one protected call, or undefined: no protected form asked for the script (a
 * logged-in account form, which the back end does not check), or no token within the timeout.
 */
export async function recaptchaToken(
  siteKey: string,
  locale: string,
  path: string,
  timeoutMs = TOKEN_TIMEOUT_MS,
): Promise<string | undefined> {
  if (!loading) return undefined
  const action = ACTIONS[path] ?? 'submit'
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  try {
    const token = loadRecaptcha(siteKey, locale).then((api) => api.execute(siteKey, { action }))
    return await Promise.race([token, timeout])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** Tests: forget the loaded script. */
export function resetRecaptchaForTests(): void {
  loading = undefined
}
