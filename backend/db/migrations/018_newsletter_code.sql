-- The single-use first-order code a newsletter recipient gets once the subscription is confirmed: a
-- promotion of its own (code, 10 %, max_redemptions_global 1), so the cart and the order count it
-- like any single-use code. Set once; a later re-confirmation does not mint a second code.
ALTER TABLE newsletter_recipient ADD COLUMN promotion_id TEXT REFERENCES promotion(id) ON DELETE SET NULL;
