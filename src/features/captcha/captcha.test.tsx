import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { TestAppContext } from '../test-support/render.tsx'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { Locale } from '../../domain/locale.ts'
import { CaptchaNotice } from './CaptchaNotice.tsx'
import {
  loadRecaptcha,
  recaptchaRequested,
  recaptchaScriptUrl,
  recaptchaToken,
  resetRecaptchaForTests,
} from './recaptcha.ts'

// The script is never really added: happy-dom would try to fetch it from Google. `append` is
// spied on, and the tests play the script's part (window.grecaptcha, onload).
let appended: HTMLScriptElement[]
let append: MockInstance
beforeEach(() => {
  resetRecaptchaForTests()
  appended = []
  append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node)
  })
})
afterEach(() => {
  cleanup()
  append.mockRestore()
  delete window.grecaptcha
})

async function renderForm(siteKey: string | null, locale: Locale = 'de-DE') {
  const root = createRootRouteWithContext<{ captchaSiteKey: string | null; locale: Locale }>()({
    component: () => (
      <form aria-label="Newsletter">
        <input name="email" aria-label="E-mail" />
        <CaptchaNotice />
      </form>
    ),
  })
  const router = createRouter({
    InnerWrap: TestAppContext,
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/' })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { captchaSiteKey: siteKey, locale },
  })
  await router.load()
  return render(
    <I18nProvider i18n={setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } })}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

function fakeGrecaptcha(token: string) {
  const execute = vi.fn(async (_key: string, _options: { action: string }) => token)
  window.grecaptcha = { ready: (callback) => callback(), execute }
  return execute
}

describe('reCAPTCHA script URL', () => {
  it('carries the site key and the page language (hl)', () => {
    const url = new URL(recaptchaScriptUrl('SITE', 'de-DE'))
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js')
    expect(Object.fromEntries(url.searchParams)).toEqual({ render: 'SITE', hl: 'de' })
    expect(new URL(recaptchaScriptUrl('SITE', 'en-GB')).searchParams.get('hl')).toBe('en-GB')
    expect(new URL(recaptchaScriptUrl('SITE', 'fr-FR')).searchParams.get('hl')).toBe('fr')
  })
})

describe('CaptchaNotice', () => {
  it('without a site key shows nothing and loads nothing, however the form is used', async () => {
    const view = await renderForm(null)
    expect(view.container.querySelector('.captcha-notice')).toBeNull()
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'E-mail' }))
    fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }))
    expect(appended).toEqual([])
    expect(recaptchaRequested()).toBe(false)
  })

  it("with a key shows Google's notice and loads the script only once the form is used", async () => {
    await renderForm('SITE-KEY', 'fr-FR')
    expect(screen.getByText(/This site is protected by reCAPTCHA/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://policies.google.com/privacy',
    )
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://policies.google.com/terms',
    )
    // Page shown, nothing requested yet: the script cannot compete with the page's first paint.
    expect(appended).toEqual([])
    fireEvent.focusIn(screen.getByRole('textbox', { name: 'E-mail' }))
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'E-mail' }))
    expect(appended).toHaveLength(1)
    expect(appended[0]?.src).toBe(recaptchaScriptUrl('SITE-KEY', 'fr-FR'))
    expect(appended[0]?.async).toBe(true)
  })
})

describe('recaptchaToken', () => {
  it('gives no token while no protected form asked for the script (logged-in account forms)', async () => {
    const execute = fakeGrecaptcha('tok')
    expect(await recaptchaToken('SITE', 'de-DE', '/newsletter/subscribe')).toBeUndefined()
    expect(execute).not.toHaveBeenCalled()
    expect(appended).toEqual([])
  })

  it("asks for a fresh token with the route's action once the script is there", async () => {
    const execute = fakeGrecaptcha('token-123')
    const loaded = loadRecaptcha('SITE', 'de-DE')
    appended[0]?.onload?.(new Event('load'))
    await loaded
    expect(await recaptchaToken('SITE', 'de-DE', '/account/register')).toBe('token-123')
    expect(execute).toHaveBeenLastCalledWith('SITE', { action: 'register' })
    expect(await recaptchaToken('SITE', 'de-DE', '/contact-form')).toBe('token-123')
    expect(execute).toHaveBeenLastCalledWith('SITE', { action: 'contact' })
    expect(appended).toHaveLength(1)
  })

  it('gives up after the timeout, and after a failed load, so the form is still sent', async () => {
    void loadRecaptcha('SITE', 'de-DE').catch(() => {})
    // The script never answers.
    expect(await recaptchaToken('SITE', 'de-DE', '/contact-form', 20)).toBeUndefined()
    appended[0]?.onerror?.(new Event('error'))
    await Promise.resolve()
    expect(await recaptchaToken('SITE', 'de-DE', '/contact-form', 20)).toBeUndefined()
    // A failed load is forgotten: the next engagement tries again.
    expect(recaptchaRequested()).toBe(false)
  })
})
