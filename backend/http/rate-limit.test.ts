import { describe, expect, it } from 'vitest'
import { createRateLimiter, LOGIN_LIMITS, PASSWORD_RECOVERY_LIMITS } from './rate-limit.ts'

function clock(start = 1_000_000) {
  let t = start
  return {
    now: () => t,
    advance: (seconds: number) => {
      t += seconds * 1000
    },
  }
}

describe('time-backoff rate limiter', () => {
  it('lets the first tier through, then makes every further attempt wait the tier interval', () => {
    const c = clock()
    const limiter = createRateLimiter(LOGIN_LIMITS, c.now)
    for (let i = 0; i < 10; i++) expect(limiter.consume('a')).toEqual({ allowed: true })
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 10 })
    c.advance(4)
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 6 })
    c.advance(6)
    expect(limiter.consume('a')).toEqual({ allowed: true })
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 10 })
  })

  it('escalates to the 30 s and 60 s tiers', () => {
    const c = clock()
    const limiter = createRateLimiter(LOGIN_LIMITS, c.now)
    for (let i = 0; i < 10; i++) limiter.consume('a')
    // attempts 11..15 each after a 10 s pause
    for (let i = 0; i < 5; i++) {
      c.advance(10)
      expect(limiter.consume('a').allowed).toBe(true)
    }
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 30 })
    for (let i = 0; i < 5; i++) {
      c.advance(30)
      expect(limiter.consume('a').allowed).toBe(true)
    }
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 60 })
    c.advance(59.2)
    expect(limiter.consume('a')).toEqual({ allowed: false, waitSeconds: 1 })
    c.advance(0.8)
    expect(limiter.consume('a').allowed).toBe(true)
  })

  it('keeps keys apart, resets on demand and after a day of quiet', () => {
    const c = clock()
    const limiter = createRateLimiter(PASSWORD_RECOVERY_LIMITS, c.now)
    for (let i = 0; i < 3; i++) limiter.consume('x')
    expect(limiter.consume('x')).toEqual({ allowed: false, waitSeconds: 30 })
    expect(limiter.consume('y')).toEqual({ allowed: true })
    limiter.reset('x')
    expect(limiter.consume('x')).toEqual({ allowed: true })
    for (let i = 0; i < 2; i++) limiter.consume('x')
    expect(limiter.consume('x').allowed).toBe(false)
    c.advance(86_400)
    expect(limiter.consume('x')).toEqual({ allowed: true })
  })

  it('refused attempts do not push the wait further', () => {
    const c = clock()
    const limiter = createRateLimiter([{ limit: 1, intervalSeconds: 5 }], c.now)
    expect(limiter.consume('k').allowed).toBe(true)
    for (let i = 0; i < 4; i++) {
      c.advance(1)
      expect(limiter.consume('k').allowed).toBe(false)
    }
    c.advance(1)
    expect(limiter.consume('k').allowed).toBe(true)
  })

  it('rejects nonsensical steps', () => {
    expect(() => createRateLimiter([{ limit: 0, intervalSeconds: 5 }])).toThrow(RangeError)
    expect(() => createRateLimiter([{ limit: 2, intervalSeconds: 0 }])).toThrow(RangeError)
  })
})
