import type { Shop } from '../core/shop.ts'

/** Shopware's default core.loginRegistration.passwordMinLength. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8

/** A system_config value of the sales channel (falling back to the global one), parsed JSON. */
function configValue(shop: Shop, salesChannelId: string, key: string): unknown {
  const row = shop.db
    .prepare<[string, string], { value: string }>(
      `SELECT value FROM system_config WHERE config_key = ? AND sales_channel_id IN ('', ?)
       ORDER BY sales_channel_id DESC LIMIT 1`,
    )
    .get(key, salesChannelId)
  if (!row) return undefined
  try {
    return JSON.parse(row.value)
  } catch {
    return undefined
  }
}

/** core.loginRegistration.doubleOptInRegistration; on unless configured off. */
export function doubleOptInEnabled(shop: Shop, salesChannelId: string): boolean {
  return configValue(shop, salesChannelId, 'core.loginRegistration.doubleOptInRegistration') !== false
}

export function passwordMinLength(shop: Shop, salesChannelId: string): number {
  const v = configValue(shop, salesChannelId, 'core.loginRegistration.passwordMinLength')
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : DEFAULT_PASSWORD_MIN_LENGTH
}

/**
 * core.loginRegistration.requireDataProtectionCheckbox: Shopware's RegisterRoute requires
 * `acceptedDataProtection` only when this is on, and it is off by default.
 */
export function dataProtectionRequired(shop: Shop, salesChannelId: string): boolean {
  return configValue(shop, salesChannelId, 'core.loginRegistration.requireDataProtectionCheckbox') === true
}
