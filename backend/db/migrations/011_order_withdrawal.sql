-- Withdrawals declared through the shop's electronic withdrawal function (EU consumer law): one row
-- per declaration, kept as the proof of receipt. line_item_ids: the items withdrawn (JSON array; all
-- withdrawable items when the shopper named none); excluded_line_item_ids: items whose right of
-- withdrawal the shopper waived at checkout (downloads).
CREATE TABLE order_withdrawal (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  sales_channel_id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  email TEXT NOT NULL,
  line_item_ids TEXT NOT NULL DEFAULT '[]',
  excluded_line_item_ids TEXT NOT NULL DEFAULT '[]',
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_withdrawal_order ON order_withdrawal (order_id, created_at);
