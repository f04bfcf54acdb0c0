import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { createI18n, ensureCatalogs, mergedCatalogs } from './i18n.ts'

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
})
