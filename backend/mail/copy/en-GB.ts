import type { MailCopy } from './types.ts'

/**
 * The British English mail copy ("basket", "dispatch", "Kind regards"). Paragraphs after the
 * greeting start in lower case because the greeting ends with a comma.
 */
export const enGB: MailCopy = {
  hello: 'Hello',
  closing: 'Kind regards',
  signature: (shop) => `Your ${shop} team`,
  colon: ': ',

  'customer.register.double_opt_in': {
    subject: (shop) => `Please confirm your registration at ${shop}`,
    intro: (shop) =>
      `thank you for registering at ${shop}. Please confirm your e-mail address to activate your customer account.`,
    button: 'Confirm registration',
    outro:
      'You can then sign in with your e-mail address and password. If you did not register with us, you can ignore this e-mail and no account will be activated.',
  },
  'customer.register.welcome': {
    subject: (shop) => `Welcome to ${shop}`,
    intro: (shop, email) =>
      `Your ${shop} customer account is ready. You sign in with your e-mail address ${email}.`,
    button: 'Go to your account',
    outro: 'In your account you manage your addresses, view your orders and change your personal details.',
  },
  'customer.recovery.request': {
    subject: (shop) => `Your new password for ${shop}`,
    intro: (shop) =>
      `we have received a request to reset the password of your ${shop} customer account. Use the link below to choose a new password.`,
    button: 'Choose a new password',
    outro: (validHours) =>
      `The link is valid for ${validHours} hours and can only be used once. If you did not ask for a new password, you can ignore this e-mail and your password stays unchanged.`,
  },
  'customer.password.changed': {
    subject: (shop) => `Your ${shop} password has been changed`,
    intro: 'the password of your customer account has just been changed.',
    notYou: 'Was this not you? Then please reset your password straight away:',
    button: 'Reset password',
  },
  'customer.email.changed': {
    subject: (shop) => `Your ${shop} e-mail address has been changed`,
    intro: (email) =>
      `Your customer account now uses the e-mail address ${email}. Please sign in with this address from now on.`,
    notYou: 'If you did not make this change, please contact our customer service straight away.',
  },
  'newsletter.double_opt_in': {
    subject: (shop) => `Please confirm your ${shop} newsletter subscription`,
    intro: (shop) =>
      `thank you for your interest in the ${shop} newsletter. Please confirm your subscription so that we may send you news and offers.`,
    button: 'Confirm subscription',
    outro: 'If you did not subscribe, simply ignore this e-mail and you will not receive any newsletter.',
  },
  'newsletter.confirmed': {
    subject: (shop) => `Your ${shop} newsletter subscription is confirmed`,
    intro: 'great to have you with us! From now on you will receive our newsletter.',
    gift: (discountPercent) =>
      `As a thank-you, here is ${discountPercent}% off your first order. Simply enter this promotion code in your basket (valid once):`,
    codeLabel: 'Promotion code',
    unsubscribe: 'You can unsubscribe at any time:',
    button: 'Unsubscribe',
  },
  'contact_form.shop': {
    subject: (subject) => `Contact form: ${subject}`,
    intro: (shop) => `a new message has arrived through the ${shop} contact form.`,
    labels: { name: 'Name', email: 'E-mail address', phone: 'Phone', subject: 'Subject' },
  },
  'order.confirmation': {
    subject: (orderNumber, shop) => `Your order ${orderNumber} at ${shop}`,
    intro: (orderDate, orderNumber) =>
      `thank you for your order of ${orderDate}. We have received it under the number ${orderNumber}.`,
    columns: { item: 'Item', quantity: 'Quantity', total: 'Total' },
    total: 'Grand total',
    payment: 'Payment method',
    shipping: 'Shipping method',
    shippingCosts: 'Delivery costs',
    free: 'Free',
    vatIncluded: (rate) => `incl. ${rate} VAT`,
    vatAdded: (rate) => `plus ${rate} VAT`,
    address: 'Delivery address',
    button: 'View your order',
    prepayment: (amount) =>
      `Please transfer ${amount} to the account below. We will dispatch your order as soon as your payment has arrived.`,
    invoice: (amount, dueDays) =>
      `Please transfer the invoice amount of ${amount} to the account below within ${dueDays} days of receiving your goods.`,
    bank: {
      accountHolder: 'Account holder',
      bankName: 'Bank',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Payment reference',
    },
  },
  'order.withdrawal.received': {
    subject: (orderNumber) => `Confirmation of receipt of your withdrawal – order ${orderNumber}`,
    intro: (orderNumber, receivedAt) =>
      `we confirm that we received your withdrawal from order ${orderNumber} on ${receivedAt}.`,
    withdrawn: 'Withdrawn:',
    itemsDescription: (description) => `Items you named: ${description}`,
    excluded:
      'Excluded from the withdrawal because you waived your right of withdrawal for digital content when you bought it:',
    comment: (comment) => `Your message: ${comment}`,
    outro: 'We will be in touch with the next steps for the return and the refund. Please keep this e-mail.',
  },
}
