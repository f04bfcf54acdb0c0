-- Wishlists (Shopware's customer_wishlist / customer_wishlist_product): one list per registered
-- customer and sales channel, each product at most once per list. Deleting the customer, the sales
-- channel or a product removes the rows that hang off it. Ids are 32 lower-case hex characters,
-- dates ISO strings. updated_at stays NULL until an entry is touched again (a merge of a product
-- that is already listed); the list is read newest first: updated_at DESC (NULLs last), then
-- created_at DESC, as Shopware's LoadWishlistRoute sorts.

CREATE TABLE customer_wishlist (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  custom_fields TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (customer_id, sales_channel_id)
);

CREATE TABLE customer_wishlist_product (
  id TEXT PRIMARY KEY,
  customer_wishlist_id TEXT NOT NULL REFERENCES customer_wishlist(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT,
  UNIQUE (customer_wishlist_id, product_id)
);
CREATE INDEX customer_wishlist_product_product ON customer_wishlist_product (product_id);
