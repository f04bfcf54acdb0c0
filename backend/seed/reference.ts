import { SHOP_LANGUAGES } from '../core/config.ts'
import { IDS, idFor } from '../lib/ids.ts'
import type { SeedContext } from './context.ts'
import {
  COUNTRIES,
  CUSTOMER_GROUPS,
  DELIVERY_TIMES,
  PAYMENT_METHODS,
  SALUTATIONS,
  SHIPPING_METHODS,
} from './data/reference.ts'
import { LANGUAGE_ID } from './writer.ts'

const LOCALE_NAMES = {
  'de-DE': {
    name: { de: 'Deutsch', en: 'German', fr: 'Allemand' },
    territory: { de: 'Deutschland', en: 'Germany', fr: 'Allemagne' },
  },
  'en-GB': {
    name: { de: 'Englisch', en: 'English', fr: 'Anglais' },
    territory: { de: 'Vereinigtes Königreich', en: 'United Kingdom', fr: 'Royaume-Uni' },
  },
  'fr-FR': {
    name: { de: 'Französisch', en: 'French', fr: 'Français' },
    territory: { de: 'Frankreich', en: 'France', fr: 'France' },
  },
}

const LOCALE_IDS = { 'de-DE': IDS.localeDe, 'en-GB': IDS.localeEn, 'fr-FR': IDS.localeFr }

export const deliveryTimeId = (key: string): string => idFor('delivery_time', key)

/** Languages, currencies, taxes, countries, salutations, groups, delivery times, payment and shipping. */
export function seedReference({ w, createdAt }: SeedContext): void {
  for (const lang of SHOP_LANGUAGES) w.insert('locale', { id: LOCALE_IDS[lang.code], code: lang.code })
  SHOP_LANGUAGES.forEach((lang, position) => {
    w.translate('locale_translation', { locale_id: LOCALE_IDS[lang.code], ...LOCALE_NAMES[lang.code] })
    const localeId = LOCALE_IDS[lang.code]
    w.insert('language', {
      id: lang.id,
      parent_id: null,
      locale_id: localeId,
      translation_code_id: localeId,
      name: lang.name,
      position,
      created_at: createdAt,
    })
  })

  w.insert('currency', {
    id: IDS.currencyEur,
    iso_code: 'EUR',
    symbol: '€',
    factor: 1,
    position: 1,
    is_system_default: 1,
    created_at: createdAt,
  })
  w.translate('currency_translation', {
    currency_id: IDS.currencyEur,
    short_name: 'EUR',
    name: { de: 'Euro', en: 'Euro', fr: 'Euro' },
  })
  // CHF: Swiss cash is rounded to 5 centimes; Shopware models that as total rounding interval 0.05.
  w.insert('currency', {
    id: IDS.currencyChf,
    iso_code: 'CHF',
    symbol: 'CHF',
    factor: 0.94,
    position: 2,
    is_system_default: 0,
    total_rounding_interval: 0.05,
    created_at: createdAt,
  })
  w.translate('currency_translation', {
    currency_id: IDS.currencyChf,
    short_name: 'CHF',
    name: { de: 'Schweizer Franken', en: 'Swiss franc', fr: 'Franc suisse' },
  })

  w.insert('tax', {
    id: IDS.taxStandard,
    tax_rate: 19,
    name: 'Standard rate',
    position: 1,
    created_at: createdAt,
  })
  w.insert('tax', {
    id: IDS.taxReduced,
    tax_rate: 7,
    name: 'Reduced rate',
    position: 2,
    created_at: createdAt,
  })

  COUNTRIES.forEach((country, position) => {
    const id = idFor('country', country.iso)
    w.insert('country', {
      id,
      iso: country.iso,
      iso3: country.iso3,
      position: position + 1,
      is_eu: country.eu ? 1 : 0,
      customer_tax_enabled: country.taxFree ? 1 : 0,
      customer_tax_amount: 0,
      customer_tax_currency_id: IDS.currencyEur,
      company_tax_enabled: country.taxFree ? 1 : 0,
      company_tax_amount: 0,
      company_tax_currency_id: IDS.currencyEur,
      display_state_in_registration: country.states ? 1 : 0,
      force_state_in_registration: 0,
      check_postal_code_pattern: 1,
      postal_code_pattern: country.postalPattern,
      created_at: createdAt,
    })
    w.translate('country_translation', { country_id: id, name: country.name, address_format: null })
    country.states?.forEach((state, statePosition) => {
      const stateId = idFor('country_state', state.code)
      w.insert('country_state', {
        id: stateId,
        country_id: id,
        short_code: state.code,
        position: statePosition + 1,
        created_at: createdAt,
      })
      w.translate('country_state_translation', { country_state_id: stateId, name: state.name })
    })
  })

  for (const salutation of SALUTATIONS) {
    const id = idFor('salutation', salutation.key)
    w.insert('salutation', { id, salutation_key: salutation.key, created_at: createdAt })
    w.translate('salutation_translation', {
      salutation_id: id,
      display_name: salutation.display,
      letter_name: salutation.letter,
    })
  }

  for (const group of CUSTOMER_GROUPS) {
    const id = group.key === 'default' ? IDS.customerGroupDefault : IDS.customerGroupBusiness
    w.insert('customer_group', {
      id,
      display_gross: group.gross ? 1 : 0,
      registration_active: group.gross ? 0 : 1,
      created_at: createdAt,
    })
    w.translate('customer_group_translation', { customer_group_id: id, name: group.name })
  }

  for (const time of DELIVERY_TIMES) {
    const id = deliveryTimeId(time.key)
    w.insert('delivery_time', { id, min: time.min, max: time.max, unit: time.unit, created_at: createdAt })
    w.translate('delivery_time_translation', { delivery_time_id: id, name: time.name })
  }

  PAYMENT_METHODS.forEach((method, position) => {
    const id = idFor('payment_method', method.key)
    w.insert('payment_method', {
      id,
      technical_name: `payment_${method.key.replace('-', '_')}`,
      handler_identifier: method.handler,
      position: position + 1,
      after_order_enabled: method.key === 'prepayment' ? 0 : 1,
      created_at: createdAt,
    })
    w.translate('payment_method_translation', {
      payment_method_id: id,
      name: method.name,
      distinguishable_name: method.name,
      description: method.description,
    })
  })

  SHIPPING_METHODS.forEach((method, position) => {
    const id = idFor('shipping_method', method.key)
    w.insert('shipping_method', {
      id,
      technical_name: `shipping_${method.key}`,
      position: position + 1,
      delivery_time_id: deliveryTimeId(method.deliveryTime),
      tax_type: 'auto',
      max_weight: method.maxWeight,
      requires_freight: method.freight ? 1 : 0,
      created_at: createdAt,
    })
    w.translate('shipping_method_translation', {
      shipping_method_id: id,
      name: method.name,
      description: method.description,
      tracking_url: method.tracking,
    })
    // Price by cart value (calculation 2): full price below the free-shipping threshold, 0 above.
    for (const currency of [
      { id: IDS.currencyEur, factor: 1 },
      { id: IDS.currencyChf, factor: 0.94 },
    ]) {
      const gross = Math.round(method.price * currency.factor * 20) / 20
      const threshold = method.freeFrom === null ? null : Math.round(method.freeFrom * currency.factor)
      w.insert('shipping_method_price', {
        id: idFor('shipping_method_price', `${method.key}:${currency.id}:0`),
        shipping_method_id: id,
        currency_id: currency.id,
        calculation: 2,
        quantity_start: 0,
        quantity_end: threshold,
        gross,
        net: Math.round((gross / 1.19) * 100) / 100,
      })
      if (threshold !== null) {
        w.insert('shipping_method_price', {
          id: idFor('shipping_method_price', `${method.key}:${currency.id}:free`),
          shipping_method_id: id,
          currency_id: currency.id,
          calculation: 2,
          quantity_start: threshold,
          quantity_end: null,
          gross: 0,
          net: 0,
        })
      }
    }
  })
}

export { LANGUAGE_ID }
