/**
 * The shape of one locale's mail copy: every word a mail sends, keyed by template (the keys of
 * `TemplateData` in ../templates.ts). Each locale file (de-DE.ts, en-GB.ts, fr-FR.ts) exports one
 * object of this type, so a text missing in one language is a compile error rather than a mail with
 * a hole in it. Plain strings where the text is fixed; a function only where the text takes values,
 * because word order around a value differs between the languages. Structure (which block comes
 * when, links, escaping, totals) stays in ../templates.ts.
 */

/** A mail whose body is: intro paragraph, call-to-action link, closing paragraph. */
interface LinkMailCopy {
  button: string
  outro: string
}

export interface MailCopy {
  /** Greets on its own ("Guten Tag") or before the full name; a formal letter name replaces it. */
  hello: string
  /** The line before the signature. */
  closing: string
  signature: (shop: string) => string
  /**
   * What joins a label to its value in the plain-text body (table rows, links). French sets a
   * narrow no-break space before the colon.
   */
  colon: string

  'customer.register.double_opt_in': LinkMailCopy & {
    subject: (shop: string) => string
    intro: (shop: string) => string
  }
  'customer.register.welcome': LinkMailCopy & {
    subject: (shop: string) => string
    intro: (shop: string, email: string) => string
  }
  'customer.recovery.request': {
    subject: (shop: string) => string
    intro: (shop: string) => string
    button: string
    outro: (validHours: number) => string
  }
  'customer.password.changed': {
    subject: (shop: string) => string
    intro: string
    /** asks the customer to reset the password if the change was not theirs; the link follows */
    notYou: string
    button: string
  }
  'customer.email.changed': {
    subject: (shop: string) => string
    intro: (email: string) => string
    notYou: string
  }
  'newsletter.double_opt_in': LinkMailCopy & {
    subject: (shop: string) => string
    intro: (shop: string) => string
  }
  'newsletter.confirmed': {
    subject: (shop: string) => string
    intro: string
    /** offers the first-order discount; the code follows in a row labelled `codeLabel` */
    gift: (discountPercent: number) => string
    codeLabel: string
    /** introduces the unsubscribe link */
    unsubscribe: string
    button: string
  }
  'contact_form.shop': {
    /** `subject` is what the sender typed as the subject */
    subject: (subject: string) => string
    intro: (shop: string) => string
    labels: { name: string; email: string; phone: string; subject: string }
  }
  'order.confirmation': {
    subject: (orderNumber: string, shop: string) => string
    intro: (orderDate: string, orderNumber: string) => string
    columns: { item: string; quantity: string; total: string }
    total: string
    payment: string
    shipping: string
    shippingCosts: string
    /** shown as the shipping costs when they are zero */
    free: string
    vatIncluded: (rate: string) => string
    vatAdded: (rate: string) => string
    address: string
    button: string
    /** prepayment: the order ships once the money has arrived */
    prepayment: (amount: string) => string
    /** invoice: due `dueDays` days after delivery */
    invoice: (amount: string, dueDays: number) => string
    bank: { accountHolder: string; bankName: string; iban: string; bic: string; reference: string }
  }
  'order.withdrawal.received': {
    subject: (orderNumber: string) => string
    intro: (orderNumber: string, receivedAt: string) => string
    /** heads the list of withdrawn items */
    withdrawn: string
    /** the items as the shopper described them */
    itemsDescription: (description: string) => string
    /** heads the list of digital items excluded because the shopper waived the right at checkout */
    excluded: string
    comment: (comment: string) => string
    outro: string
  }
}
