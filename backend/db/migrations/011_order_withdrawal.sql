-- Withdrawals declared through the shop's electronic withdrawal function (EU consumer law): one row
-- per declaration, kept as the proof of receipt. line_item_ids: the items withdrawn (JSON array; all
-- withdrawable items when the shopper chose none and described none); excluded_line_item_ids: items whose right of
-- withdrawal the shopper waived at checkout (downloads).
CREATE TABLE order_withdrawal (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  sales_channel_id TEXT NOT NULL,
  language_id TEXT NOT NULL,
  email TEXT NOT NULL,
  line_item_ids TEXT NOT NULL DEFAULT '[]',
  excluded_line_item_ids TEXT NOT NULL DEFAULT '[]',
  -- the shopper's own words for which items, when they named them instead of choosing ids
  items_description TEXT,
  comment TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_withdrawal_order ON order_withdrawal (order_id, created_at);
