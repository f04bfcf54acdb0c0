-- CMS forms: contact form submissions and newsletter recipients with double opt-in.
-- Contact submissions are kept as the shop's record of what was sent (the mail outbox templates for
-- contact/newsletter mails are not there yet; see docs/architecture.md "CMS, content and SEO").

CREATE TABLE contact_form_submission (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  salutation_id TEXT,
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  comment TEXT NOT NULL,
  -- the CMS slot / navigation page the form was sent from (Shopware reads the receiver from them)
  slot_id TEXT,
  navigation_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_form_submission_created ON contact_form_submission (sales_channel_id, created_at);

-- status follows Shopware's NewsletterStatus: notSet (waiting for the confirmation click), optIn
-- (confirmed), optOut (unsubscribed). hash: the double opt-in token of the confirmation link.
CREATE TABLE newsletter_recipient (
  id TEXT PRIMARY KEY,
  sales_channel_id TEXT NOT NULL REFERENCES sales_channel(id) ON DELETE CASCADE,
  language_id TEXT NOT NULL REFERENCES language(id),
  email TEXT NOT NULL,
  salutation_id TEXT,
  first_name TEXT,
  last_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('notSet', 'optIn', 'optOut', 'direct')),
  hash TEXT NOT NULL,
  storefront_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX newsletter_recipient_email ON newsletter_recipient (sales_channel_id, email);
