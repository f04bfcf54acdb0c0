import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportRecoverableError } from './recoverable-error.ts'

describe('reportRecoverableError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('writes React’s wrapper, every cause with its stack, and the component stack', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const thrown = new TypeError("Cannot read properties of undefined (reading 'length')")
    const wrapper = new Error('Minified React error #422', { cause: thrown })
    reportRecoverableError(wrapper, { componentStack: '\n    at SearchContent\n    at Island(page)' })
    expect(logged).toHaveBeenCalledTimes(1)
    const text = String(logged.mock.calls[0]?.[0])
    expect(text).toMatch(/^Error: Minified React error #422\n/)
    expect(text).toContain("caused by: TypeError: Cannot read properties of undefined (reading 'length')")
    expect(text).toContain(thrown.stack ?? 'no stack')
    expect(text).toMatch(/component stack:\n {4}at SearchContent\n {4}at Island\(page\)$/)
  })

  it('names a thrown value that is no Error and reports without a component stack', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    reportRecoverableError(new Error('Minified React error #422', { cause: 'a string' }), {})
    expect(logged).toHaveBeenCalledWith('Error: Minified React error #422\ncaused by: a string')
  })
})
