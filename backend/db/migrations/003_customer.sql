-- Customers, their addresses, orders (with addresses, deliveries, transactions, documents and
-- download access), password recovery, the mail outbox and number ranges.
-- Ids are 32 lower-case hex characters like everywhere else; dates are ISO strings.

-- Sequential numbers (Shopware's number_range): customer numbers, order numbers, document numbers.
CREATE TABLE number_range (
  name TEXT PRIMARY KEY,
  last_value INTEGER NOT NULL
);

-- email is unique per sales channel among registered (non-guest) customers; guests may repeat it.
-- password: bcrypt hash (bcryptjs); NULL for guests. hash: the double opt-in hash of the registration
-- mail (cleared once confirmed). vat_ids: JSON array. default_payment_method_id is the customer's
-- chosen default (Shopware ≤ 6.5 "defaultPaymentMethod"); last_payment_method_id the last one used.
CREATE TABLE customer (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  customer_group_id TEXT NOT NULL REFERENCES customer_group(id),
  requested_group_id TEXT,
  language_id TEXT NOT NULL REFERENCES language(id),
  customer_number TEXT NOT NULL,
  account_type TEXT NOT NULL DEFAULT 'private' CHECK (account_type IN ('private', 'business')),
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  vat_ids TEXT NOT NULL DEFAULT '[]',
  email TEXT NOT NULL,
  password TEXT,
  active INTEGER NOT NULL DEFAULT 1,
  guest INTEGER NOT NULL DEFAULT 0,
  double_opt_in_registration INTEGER NOT NULL DEFAULT 0,
  double_opt_in_email_sent_date TEXT,
  double_opt_in_confirm_date TEXT,
  hash TEXT,
  default_billing_address_id TEXT NOT NULL,
  default_shipping_address_id TEXT NOT NULL,
  default_payment_method_id TEXT REFERENCES payment_method(id),
  last_payment_method_id TEXT REFERENCES payment_method(id),
  birthday TEXT,
  affiliate_code TEXT,
  campaign_code TEXT,
  first_login TEXT,
  last_login TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE UNIQUE INDEX customer_email_unique ON customer (sales_channel_id, lower(email)) WHERE guest = 0;
CREATE INDEX customer_email ON customer (lower(email));
CREATE INDEX customer_hash ON customer (hash);

CREATE TABLE customer_address (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id),
  country_state_id TEXT REFERENCES country_state(id),
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  zipcode TEXT,
  city TEXT NOT NULL,
  phone_number TEXT,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT
);
CREATE INDEX customer_address_customer ON customer_address (customer_id, created_at);

-- Password recovery (Shopware's customer_recovery): one open hash per customer, valid 2 hours,
-- used_at set when it was redeemed (single use).
CREATE TABLE customer_recovery (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX customer_recovery_customer ON customer_recovery (customer_id);

-- Orders. state columns hold the state machine's technical names:
--   orders.state: open | in_progress | completed | cancelled            (order.state)
--   order_transaction.state: open | paid | paid_partially | authorized | failed | cancelled |
--                            refunded | refunded_partially | reminded | unconfirmed | in_progress
--   order_delivery.state: open | shipped | shipped_partially | returned | returned_partially | cancelled
-- price / shipping_costs / amount columns hold Shopware's CartPrice / CalculatedPrice JSON.
-- The order_customer_* columns are the OrderCustomer snapshot taken when the order was placed.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  customer_id TEXT REFERENCES customer(id) ON DELETE SET NULL,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  currency_id TEXT NOT NULL REFERENCES currency(id),
  currency_factor REAL NOT NULL DEFAULT 1,
  state TEXT NOT NULL DEFAULT 'open',
  order_date_time TEXT NOT NULL,
  price TEXT NOT NULL,
  shipping_costs TEXT NOT NULL,
  amount_total REAL NOT NULL,
  amount_net REAL NOT NULL,
  position_price REAL NOT NULL,
  shipping_total REAL NOT NULL,
  tax_status TEXT NOT NULL DEFAULT 'gross',
  billing_address_id TEXT NOT NULL,
  deep_link_code TEXT NOT NULL,
  customer_comment TEXT,
  order_customer_id TEXT NOT NULL,
  order_customer_email TEXT NOT NULL,
  order_customer_salutation_id TEXT,
  order_customer_first_name TEXT NOT NULL,
  order_customer_last_name TEXT NOT NULL,
  order_customer_company TEXT,
  order_customer_title TEXT,
  order_customer_vat_ids TEXT NOT NULL DEFAULT '[]',
  order_customer_number TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (sales_channel_id, order_number)
);
CREATE INDEX orders_customer ON orders (customer_id, order_date_time);
CREATE INDEX orders_deep_link ON orders (deep_link_code);

CREATE TABLE order_address (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  country_id TEXT NOT NULL REFERENCES country(id),
  country_state_id TEXT REFERENCES country_state(id),
  salutation_id TEXT REFERENCES salutation(id),
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT,
  department TEXT,
  street TEXT NOT NULL,
  zipcode TEXT,
  city TEXT NOT NULL,
  phone_number TEXT,
  additional_address_line1 TEXT,
  additional_address_line2 TEXT,
  vat_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_address_order ON order_address (order_id);

CREATE TABLE order_line_item (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES order_line_item(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  referenced_id TEXT,
  product_id TEXT,
  promotion_id TEXT,
  type TEXT NOT NULL DEFAULT 'product',
  label TEXT NOT NULL,
  description TEXT,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  total_price REAL NOT NULL,
  price TEXT NOT NULL,
  price_definition TEXT,
  payload TEXT NOT NULL DEFAULT '{}',
  states TEXT NOT NULL DEFAULT '[]',
  good INTEGER NOT NULL DEFAULT 1,
  removable INTEGER NOT NULL DEFAULT 1,
  stackable INTEGER NOT NULL DEFAULT 1,
  cover_id TEXT REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX order_line_item_order ON order_line_item (order_id, position);

-- Download access of a digital line item (Shopware's order_line_item_download): access_granted
-- becomes 1 once the order is paid.
CREATE TABLE order_line_item_download (
  id TEXT PRIMARY KEY,
  order_line_item_id TEXT NOT NULL REFERENCES order_line_item(id) ON DELETE CASCADE,
  media_id TEXT NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL DEFAULT 0,
  access_granted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX order_line_item_download_item ON order_line_item_download (order_line_item_id);

CREATE TABLE order_delivery (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  shipping_order_address_id TEXT NOT NULL REFERENCES order_address(id),
  shipping_method_id TEXT NOT NULL REFERENCES shipping_method(id),
  state TEXT NOT NULL DEFAULT 'open',
  tracking_codes TEXT NOT NULL DEFAULT '[]',
  shipping_date_earliest TEXT NOT NULL,
  shipping_date_latest TEXT NOT NULL,
  shipping_costs TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_delivery_order ON order_delivery (order_id);

CREATE TABLE order_transaction (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL REFERENCES payment_method(id),
  state TEXT NOT NULL DEFAULT 'open',
  amount TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_transaction_order ON order_transaction (order_id, created_at);

-- Order documents (invoice, delivery note, credit note, cancellation). media_id points to the
-- rendered file (private media) when one exists.
CREATE TABLE document (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL CHECK (document_type IN ('invoice', 'delivery_note', 'credit_note', 'storno')),
  document_number TEXT NOT NULL,
  config TEXT NOT NULL DEFAULT '{}',
  deep_link_code TEXT NOT NULL,
  media_id TEXT REFERENCES media(id),
  sent INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX document_order ON document (order_id);

-- Every mail the shop writes. links: JSON array of the URLs in the mail (confirm / recovery
-- links) so the development mailbox can list them. sent_at set once delivered over SMTP.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT,
  template TEXT NOT NULL,
  locale TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  sent_at TEXT,
  error TEXT
);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);
