-- Catalogue, content and context schema shaped after Shopware 6.7 Store API entities.
-- Conventions:
--  * ids are 32 lower-case hex TEXT (backend/lib/ids.ts), booleans INTEGER 0/1, dates ISO-8601 TEXT,
--    JSON columns TEXT holding JSON (names end in _json or are Shopware's JSON fields).
--  * translatable fields live in <entity>_translation (entity_id, language_id) with one row per
--    language; the seed writes all three languages, the API still falls back along the language chain.
--  * variants are materialised: every field a variant would inherit from its parent is copied onto the
--    variant row (and its translations/prices) at write time, so reads never resolve inheritance.

CREATE TABLE locale (
  id TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE
);
CREATE TABLE locale_translation (
  locale_id TEXT NOT NULL REFERENCES locale(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL,
  name TEXT NOT NULL,
  territory TEXT NOT NULL,
  PRIMARY KEY (locale_id, language_id)
);

CREATE TABLE language (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES language(id),
  locale_id TEXT NOT NULL REFERENCES locale(id),
  translation_code_id TEXT NOT NULL REFERENCES locale(id),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE currency (
  id TEXT PRIMARY KEY,
  iso_code TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL,
  factor REAL NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_system_default INTEGER NOT NULL DEFAULT 0,
  item_rounding_decimals INTEGER NOT NULL DEFAULT 2,
  item_rounding_interval REAL NOT NULL DEFAULT 0.01,
  item_rounding_round_for_net INTEGER NOT NULL DEFAULT 1,
  total_rounding_decimals INTEGER NOT NULL DEFAULT 2,
  total_rounding_interval REAL NOT NULL DEFAULT 0.01,
  total_rounding_round_for_net INTEGER NOT NULL DEFAULT 1,
  tax_free_from REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE currency_translation (
  currency_id TEXT NOT NULL REFERENCES currency(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  short_name TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (currency_id, language_id)
);

CREATE TABLE tax (
  id TEXT PRIMARY KEY,
  tax_rate REAL NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- customer_tax_*: Shopware's country.customerTax. enabled=1 with amount 0 makes every delivery to the
-- country tax-free for private customers (Switzerland); company_tax_* the same for businesses.
CREATE TABLE country (
  id TEXT PRIMARY KEY,
  iso TEXT NOT NULL UNIQUE,
  iso3 TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  shipping_available INTEGER NOT NULL DEFAULT 1,
  is_eu INTEGER NOT NULL DEFAULT 1,
  customer_tax_enabled INTEGER NOT NULL DEFAULT 0,
  customer_tax_amount REAL NOT NULL DEFAULT 0,
  customer_tax_currency_id TEXT NOT NULL REFERENCES currency(id),
  company_tax_enabled INTEGER NOT NULL DEFAULT 0,
  company_tax_amount REAL NOT NULL DEFAULT 0,
  company_tax_currency_id TEXT NOT NULL REFERENCES currency(id),
  force_state_in_registration INTEGER NOT NULL DEFAULT 0,
  display_state_in_registration INTEGER NOT NULL DEFAULT 0,
  postal_code_required INTEGER NOT NULL DEFAULT 1,
  check_postal_code_pattern INTEGER NOT NULL DEFAULT 0,
  postal_code_pattern TEXT,
  vat_id_required INTEGER NOT NULL DEFAULT 0,
  vat_id_pattern TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE country_translation (
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  address_format TEXT,
  PRIMARY KEY (country_id, language_id)
);
CREATE TABLE country_state (
  id TEXT PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  short_code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX country_state_country ON country_state (country_id, position);
CREATE TABLE country_state_translation (
  country_state_id TEXT NOT NULL REFERENCES country_state(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (country_state_id, language_id)
);

CREATE TABLE salutation (
  id TEXT PRIMARY KEY,
  salutation_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE salutation_translation (
  salutation_id TEXT NOT NULL REFERENCES salutation(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  display_name TEXT NOT NULL,
  letter_name TEXT NOT NULL,
  PRIMARY KEY (salutation_id, language_id)
);

CREATE TABLE customer_group (
  id TEXT PRIMARY KEY,
  display_gross INTEGER NOT NULL DEFAULT 1,
  registration_active INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE customer_group_translation (
  customer_group_id TEXT NOT NULL REFERENCES customer_group(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (customer_group_id, language_id)
);

-- Media files live under mediaDir/<path>; url is root-relative (/media/<path>).
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  path TEXT NOT NULL,
  url TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  file_extension TEXT NOT NULL,
  file_name TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  width INTEGER,
  height INTEGER,
  private INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE media_translation (
  media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  alt TEXT,
  title TEXT,
  PRIMARY KEY (media_id, language_id)
);
CREATE TABLE media_thumbnail (
  id TEXT PRIMARY KEY,
  media_id TEXT NOT NULL REFERENCES media(id) ON DELETE CASCADE,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  path TEXT NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX media_thumbnail_media ON media_thumbnail (media_id, width);

CREATE TABLE delivery_time (
  id TEXT PRIMARY KEY,
  min INTEGER NOT NULL,
  max INTEGER NOT NULL,
  unit TEXT NOT NULL CHECK (unit IN ('hour', 'day', 'week', 'month', 'year')),
  created_at TEXT NOT NULL
);
CREATE TABLE delivery_time_translation (
  delivery_time_id TEXT NOT NULL REFERENCES delivery_time(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (delivery_time_id, language_id)
);

CREATE TABLE payment_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,
  handler_identifier TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  after_order_enabled INTEGER NOT NULL DEFAULT 0,
  media_id TEXT REFERENCES media(id),
  created_at TEXT NOT NULL
);
CREATE TABLE payment_method_translation (
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  distinguishable_name TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (payment_method_id, language_id)
);

-- max_weight / max_dimension: availability limits (standard parcel service refuses freight items);
-- NULL means no limit. Shopware expresses this with an availability rule.
CREATE TABLE shipping_method (
  id TEXT PRIMARY KEY,
  technical_name TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  delivery_time_id TEXT NOT NULL REFERENCES delivery_time(id),
  tax_type TEXT NOT NULL DEFAULT 'auto' CHECK (tax_type IN ('auto', 'highest', 'fixed')),
  tax_id TEXT REFERENCES tax(id),
  media_id TEXT REFERENCES media(id),
  max_weight REAL,
  requires_freight INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE shipping_method_translation (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  tracking_url TEXT,
  PRIMARY KEY (shipping_method_id, language_id)
);
-- calculation: 1 line item count, 2 cart price, 3 weight (Shopware's constants); quantity_end NULL = open.
CREATE TABLE shipping_method_price (
  id TEXT PRIMARY KEY,
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id),
  calculation INTEGER NOT NULL DEFAULT 2,
  quantity_start REAL NOT NULL DEFAULT 0,
  quantity_end REAL,
  gross REAL NOT NULL,
  net REAL NOT NULL
);
CREATE INDEX shipping_method_price_method ON shipping_method_price (shipping_method_id, currency_id, quantity_start);

-- Categories form one tree per root. path is Shopware's '|rootId|parentId|' (ancestors, not self).
CREATE TABLE category (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES category(id) ON DELETE CASCADE,
  path TEXT,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  type TEXT NOT NULL DEFAULT 'page' CHECK (type IN ('page', 'link', 'folder')),
  link_type TEXT CHECK (link_type IN ('external', 'category', 'product', 'landing_page')),
  internal_link TEXT,
  link_new_tab INTEGER NOT NULL DEFAULT 0,
  cms_page_id TEXT,
  media_id TEXT REFERENCES media(id),
  visible INTEGER NOT NULL DEFAULT 1,
  active INTEGER NOT NULL DEFAULT 1,
  child_count INTEGER NOT NULL DEFAULT 0,
  display_nested_products INTEGER NOT NULL DEFAULT 1,
  product_assignment_type TEXT NOT NULL DEFAULT 'product',
  created_at TEXT NOT NULL
);
CREATE INDEX category_parent ON category (parent_id, position);
CREATE INDEX category_path ON category (path);
CREATE TABLE category_translation (
  category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  breadcrumb TEXT NOT NULL,            -- JSON array of names from the root's first child to self
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  external_link TEXT,
  slot_config TEXT,                    -- JSON: per-slot config overrides of the category's CMS page
  custom_fields TEXT,
  PRIMARY KEY (category_id, language_id)
);

CREATE TABLE product_manufacturer (
  id TEXT PRIMARY KEY,
  media_id TEXT REFERENCES media(id),
  link TEXT,
  landing_page_id TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE product_manufacturer_translation (
  product_manufacturer_id TEXT NOT NULL REFERENCES product_manufacturer(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  custom_fields TEXT,
  PRIMARY KEY (product_manufacturer_id, language_id)
);

-- display_type: text | color | media | select; sorting_type: alphanumeric | position.
CREATE TABLE property_group (
  id TEXT PRIMARY KEY,
  technical_key TEXT NOT NULL UNIQUE,
  display_type TEXT NOT NULL DEFAULT 'text',
  sorting_type TEXT NOT NULL DEFAULT 'alphanumeric',
  filterable INTEGER NOT NULL DEFAULT 1,
  visible_on_product_detail_page INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE property_group_translation (
  property_group_id TEXT NOT NULL REFERENCES property_group(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (property_group_id, language_id)
);
CREATE TABLE property_group_option (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES property_group(id) ON DELETE CASCADE,
  technical_key TEXT NOT NULL,
  color_hex_code TEXT,
  media_id TEXT REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0,
  custom_fields TEXT,                  -- JSON; designer options carry {"landingPageId": "..."}
  created_at TEXT NOT NULL,
  UNIQUE (group_id, technical_key)
);
CREATE TABLE property_group_option_translation (
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (property_group_option_id, language_id)
);

-- CMS: page → sections → blocks → slots. visibility JSON: {"mobile":bool,"tablet":bool,"desktop":bool}.
CREATE TABLE cms_page (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('landingpage', 'page', 'product_list', 'product_detail')),
  entity TEXT,
  css_class TEXT,
  config TEXT,                         -- JSON e.g. {"backgroundColor":"#f5f1ea"}
  preview_media_id TEXT REFERENCES media(id),
  locked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE cms_page_translation (
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  custom_fields TEXT,
  PRIMARY KEY (cms_page_id, language_id)
);
CREATE TABLE cms_section (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT NOT NULL REFERENCES cms_page(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL DEFAULT 'default' CHECK (type IN ('default', 'sidebar')),
  name TEXT,
  sizing_mode TEXT NOT NULL DEFAULT 'boxed' CHECK (sizing_mode IN ('boxed', 'full_width')),
  mobile_behavior TEXT NOT NULL DEFAULT 'wrap',
  background_color TEXT,
  background_media_id TEXT REFERENCES media(id),
  background_media_mode TEXT NOT NULL DEFAULT 'cover' CHECK (background_media_mode IN ('cover', 'auto', 'contain')),
  css_class TEXT,
  visibility TEXT NOT NULL DEFAULT '{"mobile":true,"tablet":true,"desktop":true}',
  created_at TEXT NOT NULL
);
CREATE INDEX cms_section_page ON cms_section (cms_page_id, position);
CREATE TABLE cms_block (
  id TEXT PRIMARY KEY,
  cms_section_id TEXT NOT NULL REFERENCES cms_section(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  section_position TEXT NOT NULL DEFAULT 'main' CHECK (section_position IN ('main', 'sidebar')),
  type TEXT NOT NULL,
  name TEXT,
  locked INTEGER NOT NULL DEFAULT 0,
  margin_top TEXT,
  margin_bottom TEXT,
  margin_left TEXT,
  margin_right TEXT,
  background_color TEXT,
  background_media_id TEXT REFERENCES media(id),
  background_media_mode TEXT NOT NULL DEFAULT 'cover' CHECK (background_media_mode IN ('cover', 'auto', 'contain')),
  css_class TEXT,
  visibility TEXT NOT NULL DEFAULT '{"mobile":true,"tablet":true,"desktop":true}',
  created_at TEXT NOT NULL
);
CREATE INDEX cms_block_section ON cms_block (cms_section_id, position);
CREATE TABLE cms_slot (
  id TEXT PRIMARY KEY,
  cms_block_id TEXT NOT NULL REFERENCES cms_block(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  slot TEXT NOT NULL,
  locked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX cms_slot_block ON cms_slot (cms_block_id);
-- config: Shopware's slot config {"<field>":{"source":"static"|"mapped","value":...}} per language.
CREATE TABLE cms_slot_translation (
  cms_slot_id TEXT NOT NULL REFERENCES cms_slot(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  config TEXT NOT NULL,
  PRIMARY KEY (cms_slot_id, language_id)
);

CREATE TABLE landing_page (
  id TEXT PRIMARY KEY,
  cms_page_id TEXT REFERENCES cms_page(id),
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE TABLE landing_page_translation (
  landing_page_id TEXT NOT NULL REFERENCES landing_page(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  slot_config TEXT,
  custom_fields TEXT,
  PRIMARY KEY (landing_page_id, language_id)
);

-- Products. Variants have parent_id and are fully materialised (see header). listing_price /
-- cheapest_* are gross EUR (default currency) for sorting and price-range filtering; on a parent they
-- hold its cheapest variant. states JSON: ["is-download"] for digital goods (cart "virtual" state).
CREATE TABLE product (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES product(id) ON DELETE CASCADE,
  product_number TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  stock INTEGER NOT NULL DEFAULT 0,
  available_stock INTEGER NOT NULL DEFAULT 0,
  available INTEGER NOT NULL DEFAULT 1,
  is_closeout INTEGER NOT NULL DEFAULT 0,
  min_purchase INTEGER NOT NULL DEFAULT 1,
  max_purchase INTEGER,
  purchase_steps INTEGER NOT NULL DEFAULT 1,
  purchase_unit REAL,
  reference_unit REAL,
  restock_time INTEGER,
  delivery_time_id TEXT REFERENCES delivery_time(id),
  manufacturer_id TEXT REFERENCES product_manufacturer(id),
  manufacturer_number TEXT,
  ean TEXT,
  tax_id TEXT NOT NULL REFERENCES tax(id),
  release_date TEXT,
  mark_as_topseller INTEGER NOT NULL DEFAULT 0,
  cover_id TEXT,                       -- product_media.id
  cms_page_id TEXT REFERENCES cms_page(id),
  shipping_free INTEGER NOT NULL DEFAULT 0,
  weight REAL,
  width REAL,
  height REAL,
  length REAL,
  rating_average REAL,
  sales INTEGER NOT NULL DEFAULT 0,
  child_count INTEGER NOT NULL DEFAULT 0,
  option_ids TEXT,                     -- JSON array (variants)
  property_ids TEXT,                   -- JSON array
  category_ids TEXT,                   -- JSON array of directly assigned categories
  states TEXT NOT NULL DEFAULT '[]',
  variant_listing_config TEXT,         -- JSON {displayParent, mainVariantId, configuratorGroupConfig}
  display_group TEXT NOT NULL,         -- parent id for variants, own id otherwise
  listing_price REAL NOT NULL DEFAULT 0,
  cheapest_price_gross REAL,
  cheapest_price_net REAL,
  cheapest_list_price_gross REAL,
  cheapest_list_price_net REAL,
  cheapest_variant_id TEXT,
  max_price_gross REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX product_parent ON product (parent_id);
CREATE INDEX product_listing ON product (parent_id, active, listing_price);
CREATE INDEX product_manufacturer_idx ON product (manufacturer_id);
CREATE INDEX product_release ON product (release_date);
CREATE TABLE product_translation (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  keywords TEXT,
  custom_search_keywords TEXT,         -- JSON array
  pack_unit TEXT,
  pack_unit_plural TEXT,
  slot_config TEXT,
  custom_fields TEXT,
  PRIMARY KEY (product_id, language_id)
);
-- Base price per currency. A currency without a row is derived from the default currency (EUR) by the
-- currency factor, as Shopware does. regulation_*: lowest price of the 30 days before the current
-- reduction (EU Omnibus), stored like Shopware's price.regulationPrice and backed by price history.
CREATE TABLE product_price (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id),
  gross REAL NOT NULL,
  net REAL NOT NULL,
  linked INTEGER NOT NULL DEFAULT 1,
  list_gross REAL,
  list_net REAL,
  regulation_gross REAL,
  regulation_net REAL,
  PRIMARY KEY (product_id, currency_id)
);
-- Graduated (advanced) prices. quantity_end NULL is the open last tier.
CREATE TABLE product_price_tier (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id),
  quantity_start INTEGER NOT NULL,
  quantity_end INTEGER,
  gross REAL NOT NULL,
  net REAL NOT NULL,
  list_gross REAL,
  list_net REAL
);
CREATE INDEX product_price_tier_product ON product_price_tier (product_id, currency_id, quantity_start);
-- Price in effect from valid_from until valid_to (NULL = still in effect).
CREATE TABLE product_price_history (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id),
  gross REAL NOT NULL,
  net REAL NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT
);
CREATE INDEX product_price_history_product ON product_price_history (product_id, currency_id, valid_from);

CREATE TABLE product_media (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_media_product ON product_media (product_id, position);

CREATE TABLE product_download (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0
);

-- Directly assigned categories (all products, variants included).
CREATE TABLE product_category (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category ON product_category (category_id);
-- Listing index: every listed product (parents and simple products, not variants) once per category
-- it or any ancestor category is assigned to, with denormalised sort/filter keys so a category
-- listing is an index range scan.
CREATE TABLE product_category_tree (
  category_id TEXT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  active INTEGER NOT NULL,
  listing_price REAL NOT NULL,
  manufacturer_id TEXT,
  sales INTEGER NOT NULL,
  release_date TEXT,
  rating_average REAL,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX pct_price ON product_category_tree (category_id, active, listing_price);
CREATE INDEX pct_sales ON product_category_tree (category_id, active, sales);
CREATE INDEX pct_release ON product_category_tree (category_id, active, release_date);
CREATE INDEX pct_manufacturer ON product_category_tree (category_id, manufacturer_id);
CREATE INDEX pct_product ON product_category_tree (product_id);

CREATE TABLE product_option (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, property_group_option_id)
) WITHOUT ROWID;
CREATE INDEX product_option_option ON product_option (property_group_option_id);
CREATE TABLE product_property (
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, property_group_option_id)
) WITHOUT ROWID;
CREATE INDEX product_property_option ON product_property (property_group_option_id);
-- Filter index for listed products: own properties ∪ options of all its variants.
CREATE TABLE product_filter_option (
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_id TEXT NOT NULL,
  PRIMARY KEY (property_group_option_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_filter_option_product ON product_filter_option (product_id, property_group_id);

CREATE TABLE product_configurator_setting (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  property_group_option_id TEXT NOT NULL REFERENCES property_group_option(id),
  position INTEGER NOT NULL DEFAULT 0,
  media_id TEXT REFERENCES media(id),
  UNIQUE (product_id, property_group_option_id)
);

CREATE TABLE product_review (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  customer_id TEXT,                    -- the customer table comes later (003_customer.sql): no FK
  sales_channel_id TEXT NOT NULL,
  language_id TEXT NOT NULL REFERENCES language(id),
  external_user TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  points REAL NOT NULL CHECK (points BETWEEN 1 AND 5),
  status INTEGER NOT NULL DEFAULT 0,   -- 1 approved, 0 awaiting moderation
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX product_review_product ON product_review (product_id, status, created_at);

CREATE TABLE product_stream (
  id TEXT PRIMARY KEY,
  api_filter TEXT NOT NULL,            -- JSON array of Store API filters
  created_at TEXT NOT NULL
);
CREATE TABLE product_stream_translation (
  product_stream_id TEXT NOT NULL REFERENCES product_stream(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (product_stream_id, language_id)
);
CREATE TABLE product_cross_selling (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('productList', 'productStream')),
  position INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  sorting_by TEXT NOT NULL DEFAULT 'name',
  sorting_direction TEXT NOT NULL DEFAULT 'ASC',
  "limit" INTEGER NOT NULL DEFAULT 24,
  product_stream_id TEXT REFERENCES product_stream(id),
  created_at TEXT NOT NULL
);
CREATE INDEX product_cross_selling_product ON product_cross_selling (product_id, position);
CREATE TABLE product_cross_selling_translation (
  product_cross_selling_id TEXT NOT NULL REFERENCES product_cross_selling(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (product_cross_selling_id, language_id)
);
CREATE TABLE product_cross_selling_assigned_products (
  id TEXT PRIMARY KEY,
  cross_selling_id TEXT NOT NULL REFERENCES product_cross_selling(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pcsap_cross_selling ON product_cross_selling_assigned_products (cross_selling_id, position);

CREATE TABLE sales_channel (
  id TEXT PRIMARY KEY,
  type_id TEXT NOT NULL,
  access_key TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  maintenance INTEGER NOT NULL DEFAULT 0,
  language_id TEXT NOT NULL REFERENCES language(id),
  currency_id TEXT NOT NULL REFERENCES currency(id),
  country_id TEXT NOT NULL REFERENCES country(id),
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
  customer_group_id TEXT NOT NULL REFERENCES customer_group(id),
  navigation_category_id TEXT NOT NULL REFERENCES category(id),
  navigation_category_depth INTEGER NOT NULL DEFAULT 2,
  footer_category_id TEXT REFERENCES category(id),
  service_category_id TEXT REFERENCES category(id),
  home_cms_page_id TEXT REFERENCES cms_page(id),
  tax_calculation_type TEXT NOT NULL DEFAULT 'horizontal',
  hreflang_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE TABLE sales_channel_translation (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  home_name TEXT,
  home_meta_title TEXT,
  home_meta_description TEXT,
  home_keywords TEXT,
  home_slot_config TEXT,
  PRIMARY KEY (sales_channel_id, language_id)
);
CREATE TABLE sales_channel_domain (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  url TEXT NOT NULL UNIQUE,
  language_id TEXT NOT NULL REFERENCES language(id),
  currency_id TEXT NOT NULL REFERENCES currency(id),
  hreflang_use_only_locale INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
-- Assignments: the Store API lists only what is assigned to the sales channel.
CREATE TABLE sales_channel_language (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  PRIMARY KEY (sales_channel_id, language_id)
);
CREATE TABLE sales_channel_currency (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  currency_id TEXT NOT NULL REFERENCES currency(id),
  PRIMARY KEY (sales_channel_id, currency_id)
);
CREATE TABLE sales_channel_country (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id),
  PRIMARY KEY (sales_channel_id, country_id)
);
CREATE TABLE sales_channel_payment_method (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  PRIMARY KEY (sales_channel_id, payment_method_id)
);
CREATE TABLE sales_channel_shipping_method (
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
  PRIMARY KEY (sales_channel_id, shipping_method_id)
);

-- Persisted contexts. payload JSON: {languageId, currencyId, countryId, countryStateId?,
-- shippingMethodId, paymentMethodId, customerId?, ...}. updated_at drives the 120-day expiry.
CREATE TABLE sales_channel_context (
  token TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_id TEXT,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sales_channel_context_updated ON sales_channel_context (updated_at);
CREATE INDEX sales_channel_context_customer ON sales_channel_context (customer_id);

-- seo_path_info has no leading slash (Shopware). is_canonical 1 for the current URL of an entity.
CREATE TABLE seo_url (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  route_name TEXT NOT NULL CHECK (route_name IN ('frontend.navigation.page', 'frontend.detail.page', 'frontend.landing.page')),
  foreign_key TEXT NOT NULL,
  path_info TEXT NOT NULL,
  seo_path_info TEXT NOT NULL,
  is_canonical INTEGER NOT NULL DEFAULT 1,
  is_modified INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (sales_channel_id, language_id, seo_path_info)
);
CREATE INDEX seo_url_entity ON seo_url (language_id, route_name, foreign_key, is_canonical);

-- Key/value configuration (Shopware's system_config), value is JSON.
CREATE TABLE system_config (
  config_key TEXT NOT NULL,
  sales_channel_id TEXT NOT NULL DEFAULT '',
  value TEXT NOT NULL,
  PRIMARY KEY (config_key, sales_channel_id)
);

-- Full-text search: one row per listed product and language. Columns are weighted in bm25() by the
-- API (product_number and name highest). remove_diacritics lets "chaise" match "chaîse".
CREATE VIRTUAL TABLE product_search USING fts5(
  product_id UNINDEXED,
  language_id UNINDEXED,
  product_number,
  name,
  keywords,
  manufacturer,
  properties,
  description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Seed bookkeeping: fingerprint of the seed that filled the database, product count, …
CREATE TABLE seed_meta (
  meta_key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
