import type { MailCopy } from './types.ts'

/**
 * The French mail copy, written natively with "vous". French typography sets a narrow no-break
 * space (U+202F) before ; : ! ? and a no-break space (U+00A0) before %; they are written as escapes
 * because the characters are invisible in an editor and an ordinary space would slip in unnoticed
 * (the template test refuses one). Paragraphs after the greeting start in lower case because the
 * greeting ends with a comma.
 */
const NNBSP = '\u202f'
const NBSP = '\u00a0'

export const frFR: MailCopy = {
  hello: 'Bonjour',
  closing: 'Cordialement,',
  signature: (shop) => `L’équipe ${shop}`,
  colon: `${NNBSP}: `,

  'customer.register.double_opt_in': {
    subject: (shop) => `Veuillez confirmer votre inscription chez ${shop}`,
    intro: (shop) =>
      `merci pour votre inscription chez ${shop}. Veuillez confirmer votre adresse e-mail afin d’activer votre compte client.`,
    button: 'Confirmer mon inscription',
    outro: `Vous pourrez ensuite vous connecter avec votre adresse e-mail et votre mot de passe. Si vous ne vous êtes pas inscrit chez nous, vous pouvez ignorer cet e-mail${NNBSP}; aucun compte ne sera activé.`,
  },
  'customer.register.welcome': {
    subject: (shop) => `Bienvenue chez ${shop}`,
    intro: (shop, email) =>
      `Votre compte client ${shop} est prêt. Vous vous connectez avec votre adresse e-mail ${email}.`,
    button: 'Accéder à mon compte',
    outro:
      'Dans votre compte, vous gérez vos adresses, consultez vos commandes et modifiez vos données personnelles.',
  },
  'customer.recovery.request': {
    subject: (shop) => `Votre nouveau mot de passe ${shop}`,
    intro: (shop) =>
      `nous avons reçu une demande de réinitialisation du mot de passe de votre compte client ${shop}. Le lien ci-dessous vous permet de choisir un nouveau mot de passe.`,
    button: 'Choisir un nouveau mot de passe',
    outro: (validHours) =>
      `Ce lien est valable ${validHours}${NNBSP}heures et ne peut être utilisé qu’une seule fois. Si vous n’avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail${NNBSP}; votre mot de passe reste inchangé.`,
  },
  'customer.password.changed': {
    subject: (shop) => `Votre mot de passe ${shop} a été modifié`,
    intro: 'le mot de passe de votre compte client vient d’être modifié.',
    notYou: `Ce n’était pas vous${NNBSP}? Réinitialisez alors immédiatement votre mot de passe${NNBSP}:`,
    button: 'Réinitialiser le mot de passe',
  },
  'customer.email.changed': {
    subject: (shop) => `Votre adresse e-mail ${shop} a été modifiée`,
    intro: (email) =>
      `Votre compte client utilise désormais l’adresse e-mail ${email}. Veuillez dorénavant vous connecter avec cette adresse.`,
    notYou:
      'Si vous n’êtes pas à l’origine de cette modification, veuillez contacter immédiatement notre service client.',
  },
  'newsletter.double_opt_in': {
    subject: (shop) => `Veuillez confirmer votre inscription à la newsletter ${shop}`,
    intro: (shop) =>
      `merci de l’intérêt que vous portez à la newsletter ${shop}. Veuillez confirmer votre inscription afin que nous puissions vous envoyer nos nouveautés et nos offres.`,
    button: 'Confirmer mon inscription',
    outro: `Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail${NNBSP}; vous ne recevrez pas de newsletter.`,
  },
  'newsletter.confirmed': {
    subject: (shop) => `Votre inscription à la newsletter ${shop} est confirmée`,
    intro: `nous sommes ravis de vous compter parmi nos abonnés${NNBSP}! Vous recevrez désormais notre newsletter.`,
    gift: (discountPercent) =>
      `Pour vous remercier, nous vous offrons ${discountPercent}${NBSP}% de réduction sur votre première commande. Il vous suffit de saisir ce code promo dans votre panier (utilisable une seule fois)${NNBSP}:`,
    codeLabel: 'Code promo',
    unsubscribe: `Vous pouvez vous désabonner à tout moment${NNBSP}:`,
    button: 'Se désabonner',
  },
  'contact_form.shop': {
    subject: (subject) => `Formulaire de contact${NNBSP}: ${subject}`,
    intro: (shop) => `un nouveau message a été envoyé via le formulaire de contact de ${shop}.`,
    labels: { name: 'Nom', email: 'Adresse e-mail', phone: 'Téléphone', subject: 'Objet' },
  },
  'order.confirmation': {
    subject: (orderNumber, shop) => `Votre commande ${orderNumber} chez ${shop}`,
    intro: (orderDate, orderNumber) =>
      `merci pour votre commande du ${orderDate}. Nous l’avons bien reçue sous le numéro ${orderNumber}.`,
    columns: { item: 'Article', quantity: 'Quantité', total: 'Total' },
    total: 'Total TTC',
    payment: 'Mode de paiement',
    shipping: 'Mode de livraison',
    shippingCosts: 'Frais de livraison',
    free: 'Gratuit',
    vatIncluded: (rate) => `dont TVA ${rate}`,
    vatAdded: (rate) => `TVA ${rate} en sus`,
    address: 'Adresse de livraison',
    button: 'Voir ma commande',
    prepayment: (amount) =>
      `Merci de virer la somme de ${amount} sur le compte ci-dessous. Nous expédierons votre commande dès réception de votre paiement.`,
    invoice: (amount, dueDays) =>
      `Merci de virer le montant de la facture, soit ${amount}, sur le compte ci-dessous dans les ${dueDays}${NNBSP}jours suivant la réception de la marchandise.`,
    bank: {
      accountHolder: 'Titulaire du compte',
      bankName: 'Banque',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Motif du virement',
    },
  },
  'order.withdrawal.received': {
    subject: (orderNumber) => `Accusé de réception de votre rétractation – commande ${orderNumber}`,
    intro: (orderNumber, receivedAt) =>
      `nous accusons réception de votre rétractation concernant la commande ${orderNumber}, le ${receivedAt}.`,
    withdrawn: `Articles concernés${NNBSP}:`,
    itemsDescription: (description) => `Articles que vous avez indiqués${NNBSP}: ${description}`,
    excluded: `Exclus de la rétractation, car vous avez renoncé lors de l’achat à votre droit de rétractation pour les contenus numériques${NNBSP}:`,
    comment: (comment) => `Votre message${NNBSP}: ${comment}`,
    outro:
      'Nous reviendrons vers vous avec les prochaines étapes pour le retour et le remboursement. Veuillez conserver cet e-mail.',
  },
}
