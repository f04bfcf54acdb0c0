-- Checkout and payment: what placing an order and paying for it needs beyond the order tables of
-- 003_customer.sql. Ids are 32 lower-case hex characters, dates ISO strings.

-- Tracking codes the shopper arrived with (Shopware's order.affiliateCode / order.campaignCode).
ALTER TABLE orders ADD COLUMN affiliate_code TEXT;
ALTER TABLE orders ADD COLUMN campaign_code TEXT;

-- Single-use promotions (Shopware's promotion.maxRedemptionsGlobal / orderCount): a code whose
-- order_count reached max_redemptions_global is no longer found. NULL = unlimited.
ALTER TABLE promotion ADD COLUMN max_redemptions_global INTEGER;
ALTER TABLE promotion ADD COLUMN order_count INTEGER NOT NULL DEFAULT 0;

-- The shop's side of an asynchronous payment (Shopware's payment token, there a JWT): the browser
-- returns from the payment provider to /payment/finalize-transaction?_sw_payment_token=<token>.
-- A token is valid once (used_at) and until expires_at. provider_reference names the provider's
-- session, which finalize asks for the result.
CREATE TABLE payment_token (
  token TEXT PRIMARY KEY,
  order_transaction_id TEXT NOT NULL REFERENCES order_transaction(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  finish_url TEXT,
  error_url TEXT,
  provider_reference TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX payment_token_transaction ON payment_token (order_transaction_id);

-- The demo payment provider's own records (a hosted payment page, as a real provider runs it). It
-- knows the shop only through the amount, the merchant reference and the return URL. Card data is
-- never stored: brand and the last four digits only.
CREATE TABLE demo_payment_session (
  id TEXT PRIMARY KEY,
  method TEXT NOT NULL CHECK (method IN ('card', 'paypal', 'apple-pay')),
  amount REAL NOT NULL,
  currency_iso TEXT NOT NULL,
  merchant TEXT NOT NULL,
  reference TEXT NOT NULL,
  locale TEXT NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'cancelled')),
  card_brand TEXT,
  card_last4 TEXT,
  decline_code TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
