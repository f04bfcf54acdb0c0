import { describe, expect, it } from 'vitest'
import { keepNoticeForNextPage, takeNextPageNotice } from './next-page-notice.ts'

describe('the notice kept for the next page', () => {
  it('is shown once: the next page takes it, the one after finds nothing', () => {
    const storage = () => window.sessionStorage
    keepNoticeForNextPage(storage, { type: 'success', message: 'Abgemeldet.' })
    expect(takeNextPageNotice(storage)).toEqual({ type: 'success', message: 'Abgemeldet.' })
    expect(takeNextPageNotice(storage)).toBeNull()
  })

  it('drops what is no notice, and loses the toast quietly where storage is blocked', () => {
    window.sessionStorage.setItem('gartenwerk:next-page-notice', '{"type":"loud","message":"x"}')
    expect(takeNextPageNotice(() => window.sessionStorage)).toBeNull()
    const blocked = (): Storage => {
      throw new DOMException('blocked', 'SecurityError')
    }
    expect(() => keepNoticeForNextPage(blocked, { type: 'info', message: 'x' })).not.toThrow()
    expect(takeNextPageNotice(blocked)).toBeNull()
  })
})
