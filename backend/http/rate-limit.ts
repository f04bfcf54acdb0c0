/**
 * Shopware's `time_backoff` rate-limit policy (Framework\RateLimiter\Policy\TimeBackoff), in memory.
 *
 * Steps are ascending `{ limit, intervalSeconds }`. The first `steps[0].limit` attempts pass freely;
 * once a key has made at least `step.limit` attempts, the next one is only allowed `step.intervalSeconds`
 * after the previous allowed attempt (the highest step reached decides). Refused attempts do not count.
 * A key untouched for `resetAfterSeconds` (Shopware: `reset: '24 hours'`) starts over; a successful
 * login calls `reset(key)`.
 *
 * Shopware's defaults: login 10/10 s, 15/30 s, 20/60 s; reset_password, contact_form and
 * newsletter_form 3/30 s, 5/60 s, 10/90 s.
 */
import { ApiProblem } from './errors.ts'

export interface RateLimitStep {
  limit: number
  intervalSeconds: number
}

export type RateLimitDecision = { allowed: true } | { allowed: false; waitSeconds: number }

export interface RateLimiter {
  consume(key: string): RateLimitDecision
  reset(key: string): void
}

export const LOGIN_LIMITS: readonly RateLimitStep[] = [
  { limit: 10, intervalSeconds: 10 },
  { limit: 15, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
]

export const PASSWORD_RECOVERY_LIMITS: readonly RateLimitStep[] = [
  { limit: 3, intervalSeconds: 30 },
  { limit: 5, intervalSeconds: 60 },
  { limit: 10, intervalSeconds: 90 },
]

export const CONTACT_FORM_LIMITS: readonly RateLimitStep[] = PASSWORD_RECOVERY_LIMITS
export const NEWSLETTER_FORM_LIMITS: readonly RateLimitStep[] = PASSWORD_RECOVERY_LIMITS

const DAY_SECONDS = 86_400
/** keys are dropped lazily; a sweep runs once this many keys are held */
const SWEEP_AT = 10_000

interface KeyState {
  attempts: number
  lastAt: number
}

export function createRateLimiter(
  steps: readonly RateLimitStep[],
  now: () => number = Date.now,
  resetAfterSeconds: number = DAY_SECONDS,
): RateLimiter {
  const ordered = [...steps].sort((a, b) => a.limit - b.limit)
  for (const step of ordered) {
    if (!Number.isInteger(step.limit) || step.limit < 1 || !(step.intervalSeconds > 0)) {
      throw new RangeError(`Invalid rate-limit step ${JSON.stringify(step)}`)
    }
  }
  const states = new Map<string, KeyState>()
  const resetMs = resetAfterSeconds * 1000

  const sweep = (at: number) => {
    for (const [key, state] of states) if (at - state.lastAt >= resetMs) states.delete(key)
  }

  return {
    consume(key) {
      const at = now()
      let state = states.get(key)
      if (state && at - state.lastAt >= resetMs) {
        states.delete(key)
        state = undefined
      }
      if (!state) {
        if (states.size >= SWEEP_AT) sweep(at)
        states.set(key, { attempts: 1, lastAt: at })
        return { allowed: true }
      }
      let step: RateLimitStep | undefined
      for (const candidate of ordered) if (state.attempts >= candidate.limit) step = candidate
      if (step) {
        const availableAt = state.lastAt + step.intervalSeconds * 1000
        if (at < availableAt) {
          return { allowed: false, waitSeconds: Math.max(1, Math.ceil((availableAt - at) / 1000)) }
        }
      }
      state.attempts += 1
      state.lastAt = at
      return { allowed: true }
    },
    reset(key) {
      states.delete(key)
    },
  }
}

/** 429 FRAMEWORK__RATE_LIMIT_EXCEEDED, as Shopware's RateLimitExceededException (Retry-After follows). */
export function rateLimitExceeded(seconds: number): ApiProblem {
  return new ApiProblem(
    429,
    'FRAMEWORK__RATE_LIMIT_EXCEEDED',
    `Too many requests, try again in ${seconds} seconds.`,
    { parameters: { seconds } },
  )
}
