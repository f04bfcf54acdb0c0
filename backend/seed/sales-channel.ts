import { CHECKOUT_CONFIG } from '../core/checkout-config.ts'
import { DEMO_ACCESS_KEY, NEW_BADGE_DAYS, SHOP_LANGUAGES } from '../core/config.ts'
import { IDS, idFor } from '../lib/ids.ts'
import type { SeedContext } from './context.ts'
import { COUNTRIES, PAYMENT_METHODS, SHIPPING_METHODS } from './data/reference.ts'
import { mapL } from './data/types.ts'
import { json } from './writer.ts'

/** The storefront sales channel, its domains per language, assignments and shop configuration. */
export function seedSalesChannel({ w, createdAt }: SeedContext): void {
  const id = IDS.salesChannel
  w.insert('sales_channel', {
    id,
    type_id: IDS.salesChannelTypeStorefront,
    access_key: DEMO_ACCESS_KEY,
    language_id: IDS.languageDe,
    currency_id: IDS.currencyEur,
    country_id: IDS.countryDe,
    payment_method_id: IDS.paymentCard,
    shipping_method_id: IDS.shippingStandard,
    customer_group_id: IDS.customerGroupDefault,
    navigation_category_id: IDS.categoryMainRoot,
    navigation_category_depth: 3,
    footer_category_id: IDS.categoryFooterRoot,
    service_category_id: IDS.categoryServiceRoot,
    home_cms_page_id: IDS.cmsHomePage,
    created_at: createdAt,
  })
  w.translate('sales_channel_translation', {
    sales_channel_id: id,
    name: 'Gartenwerk',
    home_name: mapL((l) => ({ de: 'Startseite', en: 'Home', fr: 'Accueil' })[l]),
    home_meta_title: mapL(
      (l) =>
        ({
          de: 'Gartenwerk – Gartenmöbel seit 1998',
          en: 'Gartenwerk – garden furniture since 1998',
          fr: 'Gartenwerk – meubles de jardin depuis 1998',
        })[l],
    ),
    home_meta_description: mapL(
      (l) =>
        ({
          de: 'Lounge-Möbel, Gartentische, Stühle, Liegen und Sonnenschirme aus Teak, Aluminium und Akazie – versandkostenfrei ab 150 €.',
          en: 'Lounge furniture, garden tables, chairs, loungers and parasols in teak, aluminium and acacia – free delivery over €150.',
          fr: 'Salons de jardin, tables, chaises, bains de soleil et parasols en teck, aluminium et acacia – livraison offerte dès 150 €.',
        })[l],
    ),
  })
  for (const lang of SHOP_LANGUAGES) {
    w.insert('sales_channel_domain', {
      id: idFor('sales_channel_domain', lang.domain),
      sales_channel_id: id,
      url: lang.domain,
      language_id: lang.id,
      currency_id: IDS.currencyEur,
      created_at: createdAt,
    })
    w.insert('sales_channel_language', { sales_channel_id: id, language_id: lang.id })
  }
  for (const currency of [IDS.currencyEur, IDS.currencyChf])
    w.insert('sales_channel_currency', { sales_channel_id: id, currency_id: currency })
  for (const country of COUNTRIES)
    w.insert('sales_channel_country', { sales_channel_id: id, country_id: idFor('country', country.iso) })
  for (const method of PAYMENT_METHODS)
    w.insert('sales_channel_payment_method', {
      sales_channel_id: id,
      payment_method_id: idFor('payment_method', method.key),
    })
  for (const method of SHIPPING_METHODS)
    w.insert('sales_channel_shipping_method', {
      sales_channel_id: id,
      shipping_method_id: idFor('shipping_method', method.key),
    })

  const config: Record<string, unknown> = {
    'core.listing.markAsNew': NEW_BADGE_DAYS,
    'core.listing.productsPerPage': 24,
    'core.listing.defaultSorting': 'topseller',
    'core.cms.default_category_cms_page': IDS.cmsDefaultListingPage,
    'core.cms.default_product_cms_page': IDS.cmsDefaultProductDetailPage,
    'core.basicInformation.shopName': 'Gartenwerk',
    'core.basicInformation.email': 'service@gartenwerk.example',
    'core.basicInformation.imprintPage': idFor('category', 'imprint'),
    'core.basicInformation.privacyPage': idFor('category', 'privacy'),
    'core.basicInformation.tosPage': idFor('category', 'terms'),
    'core.basicInformation.revocationPage': idFor('category', 'withdrawal'),
    'core.basicInformation.shippingPaymentInfoPage': idFor('category', 'shipping-payment'),
    'core.review.showReviews': true,
    'core.review.allowUnregisteredCustomers': false,
    ...CHECKOUT_CONFIG,
  }
  for (const [key, value] of Object.entries(config))
    w.insert('system_config', { config_key: key, sales_channel_id: '', value: json(value) ?? 'null' })
}
