-- The newsletter's welcome code is a first-order code (Shopware's rule "customer order count = 0"):
-- only a customer, or a guest e-mail address, without an earlier order that was not cancelled may
-- redeem it. Every cart calculation checks it, the one inside order placement included.
ALTER TABLE promotion ADD COLUMN first_order_only INTEGER NOT NULL DEFAULT 0;
UPDATE promotion SET first_order_only = 1
  WHERE id IN (SELECT promotion_id FROM newsletter_recipient WHERE promotion_id IS NOT NULL);

-- The customer a recipient's code belongs to: the one logged in when the address was subscribed, or
-- the registered customer with that address. One customer gets one code, whichever addresses it
-- subscribes (a second one, or its own after an e-mail change).
ALTER TABLE newsletter_recipient ADD COLUMN customer_id TEXT REFERENCES customer(id) ON DELETE SET NULL;
UPDATE newsletter_recipient SET customer_id = (
  SELECT c.id FROM customer c
  WHERE c.guest = 0 AND c.sales_channel_id = newsletter_recipient.sales_channel_id
    AND lower(c.email) = newsletter_recipient.email
);

-- Earlier orders of an e-mail address: a guest gets a new customer record per checkout, so the
-- address is what ties a guest's orders together.
CREATE INDEX orders_customer_email ON orders (lower(order_customer_email));
