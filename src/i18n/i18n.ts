import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '../domain/locale.ts'

// Each locale's catalog is its own chunk: the browser loads only the page's locale. The .po files
// are compiled by @lingui/vite-plugin at build (and on the fly in development and tests).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'de-DE': () => import('../../locales/de-DE/messages.po'),
  'en-GB': () => import('../../locales/en-GB/messages.po'),
  'fr-FR': () => import('../../locales/fr-FR/messages.po'),
}

const loaded = new Map<Locale, Promise<Messages>>()

/** Loads (once per process or page) the compiled messages of a locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = catalogs[locale]().then((module) => module.messages)
    // A failed chunk load must not poison the cache: the next call tries again.
    messages.catch(() => loaded.delete(locale))
    loaded.set(locale, messages)
  }
  return messages
}

/**
 * A fresh I18n per request on the server (locales differ between concurrent requests) and one per
 * page in the browser; never the global `i18n` singleton.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = await loadMessages(locale)
  return setupI18n({ locale, messages: { [locale]: messages } })
}
