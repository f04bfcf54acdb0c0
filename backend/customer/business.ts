import type { Shop } from '../core/shop.ts'
import { NAME_MAX_LENGTH, text, type Violations } from './validate.ts'

type Json = Record<string, unknown>

/**
 * Shopware's default VAT id patterns per country (country.vatIdPattern), used when the country row
 * has none. Matched case-insensitively against the whole, space-free id.
 */
export const VAT_ID_PATTERNS: Record<string, string> = {
  AT: 'ATU\\d{8}',
  BE: 'BE[01]\\d{9}',
  CH: 'CHE\\d{9}(MWST|TVA|IVA)?',
  CZ: 'CZ\\d{8,10}',
  DE: 'DE\\d{9}',
  DK: 'DK\\d{8}',
  ES: 'ES[A-Z0-9]\\d{7}[A-Z0-9]',
  FI: 'FI\\d{8}',
  FR: 'FR[A-HJ-NP-Z0-9]{2}\\d{9}',
  IE: 'IE\\d[A-Z0-9+*]\\d{5}[A-Z]{1,2}',
  IT: 'IT\\d{11}',
  LU: 'LU\\d{8}',
  NL: 'NL\\d{9}B\\d{2}',
  PL: 'PL\\d{10}',
  PT: 'PT\\d{9}',
  SE: 'SE\\d{12}',
}

export function vatIdMatches(shop: Shop, countryId: string, vatId: string): boolean {
  const country = shop.countryRows.get(countryId)
  const pattern =
    (typeof country?.vat_id_pattern === 'string' && country.vat_id_pattern !== ''
      ? country.vat_id_pattern
      : null) ?? VAT_ID_PATTERNS[String(country?.iso ?? '')]
  if (!pattern) return true
  const normalised = vatId.replace(/[\s.-]/g, '')
  return new RegExp(`^(${pattern})$`, 'i').test(normalised)
}

/**
 * Business account rules (Shopware's CustomerVatIdentification + NotBlank on company): company is
 * required and at least one VAT id of the billing country's format. Returns [company, vatIds].
 */
export function businessFields(
  shop: Shop,
  v: Violations,
  body: Json,
  countryId: string | null,
): { company: string | null; vatIds: string[] } {
  const company = text(body, 'company')
  if (!company) v.blank('/company')
  const raw = body.vatIds
  const vatIds = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [])
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter((x) => x !== '')
  if (vatIds.length === 0) v.blank('/vatIds')
  else if (countryId) {
    for (const vatId of vatIds) {
      if (!vatIdMatches(shop, countryId, vatId)) {
        v.add('VAT_ID_FORMAT_NOT_CORRECT', '/vatIds', `The format of vatId ${vatId} is not correct.`, {
          '{{ vatId }}': vatId,
        })
      }
    }
  }
  return { company: company ? company.slice(0, NAME_MAX_LENGTH) : null, vatIds }
}
