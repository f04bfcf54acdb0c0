import { bankAccount } from '../core/checkout-config.ts'
import type { Shop } from '../core/shop.ts'

/**
 * The seller's details a document prints, under the names of Shopware's document base config
 * (companyName, companyAddress, companyEmail, vatId, bankIban …). They are copied into the
 * document's `config` when it is created, as Shopware does, so a later change of the shop's data
 * does not rewrite an invoice already issued. The legal data are the ones of the imprint page.
 */
export interface CompanyDetails {
  companyName: string
  companyStreet: string
  companyZipcode: string
  companyCity: string
  companyCountry: string
  companyEmail: string
  companyPhone: string
  vatId: string
  executiveDirector: string
  placeOfJurisdiction: string
  registerNumber: string
  bankName: string
  bankIban: string
  bankBic: string
}

export const DEMO_COMPANY: CompanyDetails = {
  companyName: 'Gartenwerk GmbH',
  companyStreet: 'Stresemannstraße 162',
  companyZipcode: '22769',
  companyCity: 'Hamburg',
  companyCountry: 'DE',
  companyEmail: 'service@gartenwerk.example',
  companyPhone: '+49 40 3861 2200',
  vatId: 'DE 812 345 679',
  executiveDirector: 'Katrin Brandt, Ole Brandt',
  placeOfJurisdiction: 'Hamburg',
  registerNumber: 'HRB 68421',
  bankName: 'Commerzbank',
  bankIban: 'DE89 3704 0044 0532 0130 00',
  bankBic: 'COBADEFFXXX',
}

/** The shop's current details: its configured e-mail and bank account over the imprint's data. */
export function companyDetails(shop: Shop): CompanyDetails {
  const bank = bankAccount(shop)
  return {
    ...DEMO_COMPANY,
    companyEmail: shop.configString('core.basicInformation.email') ?? DEMO_COMPANY.companyEmail,
    ...(bank ? { bankName: bank.bankName, bankIban: bank.iban, bankBic: bank.bic } : {}),
  }
}

/** The company details frozen in a document's config; missing fields (seeded rows) from `fallback`. */
export function frozenCompany(config: Record<string, unknown>, fallback: CompanyDetails): CompanyDetails {
  const out = { ...fallback }
  for (const key of Object.keys(fallback) as (keyof CompanyDetails)[]) {
    const value = config[key]
    if (typeof value === 'string' && value !== '') out[key] = value
  }
  return out
}
