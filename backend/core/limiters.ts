/**
 * The rate limiters of one running back end (login, recovery, forms, cart adds), made on first use
 * per AppServices from the policies of http/rate-limit.ts and the shop's configured add limit.
 * They are per back end, not per module, so that each test back end counts on its own clock.
 */
import type { Context } from 'hono'
import { clientIpOf } from '../http/client-ip.ts'
import {
  CONTACT_FORM_LIMITS,
  createRateLimiter,
  LOGIN_LIMITS,
  NEWSLETTER_FORM_LIMITS,
  PASSWORD_RECOVERY_LIMITS,
  type RateLimiter,
  rateLimitExceeded,
} from '../http/rate-limit.ts'
import {
  CART_ADD_LINE_ITEM_INTERVAL_SECONDS,
  CART_ADD_LINE_ITEM_LIMIT,
  CART_ADD_LINE_ITEM_RESET_SECONDS,
} from './config.ts'
import type { AppEnv, AppServices } from './context.ts'

/** Shopware's limiters of one back end; their clock is the back end's, so tests can move time. */
export interface Limiters {
  /** key: lower-cased e-mail and client IP */
  login: RateLimiter
  /** key: lower-cased e-mail and client IP */
  recovery: RateLimiter
  /**
   * key: sales channel and client IP. Besides Shopware's per-address limiter: that one alone lets a
   * client mail a recovery link to every address it knows, a new address each time.
   */
  recoveryByClient: RateLimiter
  /** key: sales channel and client IP */
  contact: RateLimiter
  /** key: sales channel and client IP */
  newsletter: RateLimiter
  /** key: product or code, client and sales channel (policy system_config: one step) */
  cartAdd: RateLimiter
}

const registry = new WeakMap<AppServices, Limiters>()

export function limitersOf(services: AppServices): Limiters {
  let found = registry.get(services)
  if (!found) {
    const now = () => services.now().getTime()
    const addLimit = services.shop.configNumber('core.cart.lineItemAddLimit') ?? CART_ADD_LINE_ITEM_LIMIT
    found = {
      login: createRateLimiter(LOGIN_LIMITS, now),
      recovery: createRateLimiter(PASSWORD_RECOVERY_LIMITS, now),
      recoveryByClient: createRateLimiter(PASSWORD_RECOVERY_LIMITS, now),
      contact: createRateLimiter(CONTACT_FORM_LIMITS, now),
      newsletter: createRateLimiter(NEWSLETTER_FORM_LIMITS, now),
      cartAdd: createRateLimiter(
        [{ limit: addLimit, intervalSeconds: CART_ADD_LINE_ITEM_INTERVAL_SECONDS }],
        now,
        CART_ADD_LINE_ITEM_RESET_SECONDS,
      ),
    }
    registry.set(services, found)
  }
  return found
}

/**
 * Takes one attempt from the request's client (sales channel and client IP) or throws the 429.
 * Shopware's contact_form/newsletter_form limiters key on the client IP only, so a new address per
 * message does not get around them. Without a client IP (an in-process caller that passed none) there
 * is nothing to key on and Shopware skips the limiter too.
 */
export function ensureAcceptedPerClient(c: Context<AppEnv>, limiter: RateLimiter): void {
  const ip = clientIpOf(c)
  if (ip === null) return
  const decision = limiter.consume(`${c.get('ctx').salesChannel.id}:${ip}`)
  if (!decision.allowed) throw rateLimitExceeded(decision.waitSeconds)
}
