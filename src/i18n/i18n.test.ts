import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { createChromeI18n, createI18n, ensureCatalogs, ensurePageMessages, mergedCatalogs } from './i18n.ts'

const ACCOUNT_ONLY = msg`New here?`

describe('catalogs', () => {
  it('merges a feature catalog into one I18n only, never into the shared catalog', async () => {
    const account = await createI18n('de-DE', ['account'])
    const plain = await createI18n('de-DE')
    // A text only the account catalog has ('New here?'): translated where merged, the source text elsewhere.
    expect(account._(ACCOUNT_ONLY)).toBe('Neu hier?')
    expect(plain._(ACCOUNT_ONLY)).toBe('New here?')
    expect(mergedCatalogs(account)).toEqual(['account'])
    expect(mergedCatalogs(plain)).toEqual([])
    // Once more: merging again is a no-op, and a new instance still starts clean.
    await ensureCatalogs(account, ['account'])
    expect(mergedCatalogs(account)).toEqual(['account'])
    expect((await createI18n('de-DE'))._(ACCOUNT_ONLY)).toBe('New here?')
  })

  it('merges a second catalog into the copy the first one made, keeping both', async () => {
    const i18n = await createI18n('de-DE')
    await ensureCatalogs(i18n, ['cart'])
    await ensureCatalogs(i18n, ['account'])
    expect(i18n._(ACCOUNT_ONLY)).toBe('Neu hier?')
    expect(i18n._(PAGE_TEXT)).toBe('(1 Bewertung)')
    expect(mergedCatalogs(i18n)).toEqual(['cart', 'account'])
    expect((await createI18n('de-DE'))._(ACCOUNT_ONLY)).toBe('New here?')
  })

  it('merges feature catalogs once per process: renders with the same features share them read-only', async () => {
    const first = await createI18n('fr-FR', ['account', 'cart'])
    const second = await createI18n('fr-FR')
    await ensureCatalogs(second, ['account'])
    await ensureCatalogs(second, ['cart'])
    expect(second.messages).toBe(first.messages)
    expect(Object.isFrozen(second.messages)).toBe(true)
    expect(() => second.load('fr-FR', { leaked: 'x' })).toThrow(TypeError)
    // Another order of the same features, another locale, fewer features: each their own catalog.
    const other = await createI18n('fr-FR', ['cart', 'account'])
    expect(other._(ACCOUNT_ONLY)).toBe(first._(ACCOUNT_ONLY))
    expect((await createI18n('de-DE', ['account', 'cart'])).messages).not.toBe(first.messages)
    expect((await createI18n('fr-FR', ['account'])).messages).not.toBe(first.messages)
    expect((await createI18n('fr-FR'))._(ACCOUNT_ONLY)).toBe('New here?')
  })

  it('shares the loaded catalog read-only: a load that bypasses ensureCatalogs throws', async () => {
    const i18n = await createI18n('de-DE')
    expect(() => i18n.load('de-DE', { leaked: 'x' })).toThrow(TypeError)
    expect((await createI18n('de-DE'))._('leaked')).toBe('leaked')
  })
})

const CHROME_TEXT = msg`Gartenwerk – garden furniture for decades`
const PAGE_TEXT = msg`(1 review)`

describe('the page chrome part of messages', () => {
  it('holds the chrome texts only until the rest of the catalog is ensured', async () => {
    const chrome = await createChromeI18n('de-DE')
    expect(chrome._(CHROME_TEXT)).toBe('Gartenwerk – Gartenmöbel für Jahrzehnte')
    // Not loaded yet: Lingui falls back to the id (production drops the source text).
    expect(chrome._(PAGE_TEXT)).not.toBe('(1 Bewertung)')
    await ensurePageMessages(chrome)
    expect(chrome._(PAGE_TEXT)).toBe('(1 Bewertung)')
    expect(chrome._(CHROME_TEXT)).toBe('Gartenwerk – Gartenmöbel für Jahrzehnte')
  })

  it('leaves an I18n with the whole catalog (the server) as it is', async () => {
    const full = await createI18n('de-DE')
    await ensurePageMessages(full)
    expect(full._(PAGE_TEXT)).toBe('(1 Bewertung)')
  })
})
