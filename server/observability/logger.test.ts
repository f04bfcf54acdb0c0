import { describe, expect, it } from 'vitest'
import { requestLoggerOf, serializeError } from './logger.ts'
import { captureLog } from './test-support.ts'

describe('logger', () => {
  it('blanks secret and personal fields, at the top and one level down', () => {
    const log = captureLog('info')
    log.logger.info(
      {
        email: 'a@example.org',
        headers: { cookie: 'sw-context-token=abc', 'sw-context-token': 'abc' },
        customer: { password: 'pw', firstName: 'Ada', street: 'Main St 1' },
        route: '/account',
      },
      'something',
    )
    const [line] = log.entries()
    expect(line).toMatchObject({
      email: '[redacted]',
      headers: { cookie: '[redacted]', 'sw-context-token': '[redacted]' },
      customer: { password: '[redacted]', firstName: '[redacted]', street: '[redacted]' },
      route: '/account',
    })
  })

  it('writes request lines through a sibling on the same destination', () => {
    const log = captureLog('info')
    requestLoggerOf(log.logger).info({ route: '/' }, 'request')
    log.logger.info('other')
    expect(log.entries().map((entry) => entry.msg)).toEqual(['request', 'other'])
  })

  it('keeps only the safe fields of an error, along its causes', () => {
    const inner = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', config: { data: 'pw' } })
    const outer = Object.assign(new Error('Store API failed', { cause: inner }), {
      status: 502,
      config: { headers: { 'sw-context-token': 'abc' } },
    })
    const serialized = serializeError(outer)
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Store API failed',
      status: 502,
      cause: { message: 'socket hang up', code: 'ECONNRESET' },
    })
    expect(JSON.stringify(serialized)).not.toMatch(/config|abc|"pw"/)
    expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain' })
  })
})
