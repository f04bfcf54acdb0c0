-- Carts, promotions, premium gifts and country blocks of shipping/payment methods (cart back end).
-- A cart belongs to one context token (Shopware's cart.token); customer_id links it to the customer
-- so login can find the saved cart. Line items store only what the shopper chose (product, quantity);
-- prices, taxes, discounts, gifts and errors are recalculated on every read and never stored.

CREATE TABLE cart (
  token TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_id TEXT,
  customer_comment TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  -- JSON array of automatic promotion ids applied by the last calculation (auto-promotion-not-found)
  applied_auto_promotions TEXT NOT NULL DEFAULT '[]',
  -- 1 after a guest cart was merged into this one at login: the next read reports cart-merged-hint once
  merged_notice INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cart_customer ON cart (customer_id, updated_at);

CREATE TABLE cart_line_item (
  cart_token TEXT NOT NULL REFERENCES cart(token) ON DELETE CASCADE ON UPDATE CASCADE,
  id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('product')),
  referenced_id TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, id)
);

-- Codes the shopper entered; a code whose conditions are not met yet stays here and applies itself
-- as soon as the cart qualifies.
CREATE TABLE cart_promotion_code (
  cart_token TEXT NOT NULL REFERENCES cart(token) ON DELETE CASCADE ON UPDATE CASCADE,
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (cart_token, code)
);

-- code NULL: automatic promotion. min_order_value in the default currency (EUR), compared with the
-- cart's goods total converted by the currency factor. exclusive: cannot be combined with any other
-- promotion (Shopware's "exclusions"); higher priority wins.
CREATE TABLE promotion (
  id TEXT PRIMARY KEY,
  code TEXT UNIQUE COLLATE NOCASE,
  active INTEGER NOT NULL DEFAULT 1,
  priority INTEGER NOT NULL DEFAULT 1,
  min_order_value REAL,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'absolute')),
  discount_value REAL NOT NULL CHECK (discount_value > 0),
  exclusive INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE promotion_translation (
  promotion_id TEXT NOT NULL REFERENCES promotion(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  name TEXT NOT NULL,
  PRIMARY KEY (promotion_id, language_id)
);

-- A gift line item (price 0) unlocks when the goods total reaches threshold (default currency).
CREATE TABLE premium_gift_level (
  id TEXT PRIMARY KEY,
  threshold REAL NOT NULL UNIQUE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE
);

CREATE TABLE shipping_method_blocked_country (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  PRIMARY KEY (shipping_method_id, country_id)
);
CREATE TABLE payment_method_blocked_country (
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id) ON DELETE CASCADE,
  PRIMARY KEY (payment_method_id, country_id)
);
