import type { L } from './types.ts'

/** Content pages (footer navigation). Blocks become CMS text / image-text blocks. */
export interface PageBlock {
  html: L
  /** Adds an image next to the text (drawn scene). */
  image?: { scene: 'showroom' | 'portrait' | 'brand' | 'teaser'; colour: string }
}
export interface PageDef {
  key: string
  title: L
  meta: L
  blocks: PageBlock[]
}

const t = (de: string, en: string, fr: string): L => ({ de, en, fr })

const ADDRESS = 'Gartenwerk GmbH<br>Stresemannstraße 162<br>22769 Hamburg'

export const PAGES: PageDef[] = [
  {
    key: 'about',
    title: t('Über Gartenwerk', 'About Gartenwerk', 'À propos de Gartenwerk'),
    meta: t(
      'Seit 1998 Gartenmöbel aus Hamburg – über 25 Jahre Erfahrung mit Holz, Metall und Outdoor-Stoffen.',
      'Garden furniture from Hamburg since 1998 – over 25 years of experience with wood, metal and outdoor fabrics.',
      'Des meubles de jardin hambourgeois depuis 1998 – plus de 25 ans d’expérience du bois, du métal et des tissus outdoor.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Über 25 Jahre Gartenwerk</h1><p>1998 haben Katrin und Ole Brandt in einem Hinterhof in Hamburg-Altona angefangen, alte Teakbänke aufzuarbeiten. Heute entwerfen wir mit vier Designerinnen und Designern eigene Kollektionen und verkaufen sie in ganz Europa – das Prinzip ist dasselbe geblieben: Möbel, die man reparieren kann, statt sie nach drei Sommern wegzuwerfen.</p>',
          '<h1>Over 25 years of Gartenwerk</h1><p>In 1998 Katrin and Ole Brandt started restoring old teak benches in a backyard in Hamburg-Altona. Today we design our own collections with four designers and sell them across Europe – and the principle has not changed: furniture you can repair instead of throwing away after three summers.</p>',
          '<h1>Plus de 25 ans de Gartenwerk</h1><p>En 1998, Katrin et Ole Brandt commencent à restaurer de vieux bancs en teck dans une arrière-cour d’Altona, à Hambourg. Aujourd’hui, nous dessinons nos propres collections avec quatre designers et les vendons dans toute l’Europe – avec le même principe : des meubles que l’on répare au lieu de les jeter après trois étés.</p>',
        ),
        image: { scene: 'brand', colour: '#4f6b46' },
      },
      {
        html: t(
          '<h2>Was wir versprechen</h2><ul><li>Ersatzteile für jede Kollektion mindestens zehn Jahre nach dem letzten Verkauf</li><li>Holz nur aus FSC-zertifizierten Quellen oder Plantagen mit nachgewiesener Herkunft</li><li>Ehrliche Angaben dazu, welches Möbel im Winter draußen bleiben darf</li></ul>',
          '<h2>What we promise</h2><ul><li>Spare parts for every collection for at least ten years after it was last sold</li><li>Wood only from FSC-certified sources or plantations with proven origin</li><li>Honest information on which furniture can stay outside in winter</li></ul>',
          '<h2>Nos engagements</h2><ul><li>Des pièces détachées pour chaque collection pendant au moins dix ans après sa dernière vente</li><li>Du bois uniquement certifié FSC ou issu de plantations à l’origine prouvée</li><li>Des indications honnêtes sur les meubles qui peuvent passer l’hiver dehors</li></ul>',
        ),
      },
    ],
  },
  {
    key: 'designers',
    title: t('Unsere Designer', 'Our designers', 'Nos designers'),
    meta: t(
      'Ida Lindqvist, Matteo Ferraro, Claire Dubois und Jonas Albrecht entwerfen die Kollektionen von Gartenwerk.',
      'Ida Lindqvist, Matteo Ferraro, Claire Dubois and Jonas Albrecht design the Gartenwerk collections.',
      'Ida Lindqvist, Matteo Ferraro, Claire Dubois et Jonas Albrecht dessinent les collections Gartenwerk.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Die Menschen hinter den Kollektionen</h1><p>Jede Gartenwerk-Kollektion hat eine Handschrift. Vier Designerinnen und Designer arbeiten mit uns – manche seit über zehn Jahren. Lernen Sie sie und ihre Entwürfe kennen.</p>',
          '<h1>The people behind the collections</h1><p>Every Gartenwerk collection has a signature. Four designers work with us – some for more than ten years. Meet them and their work.</p>',
          '<h1>Les personnes derrière les collections</h1><p>Chaque collection Gartenwerk a sa signature. Quatre designers travaillent avec nous, certains depuis plus de dix ans. Découvrez-les, ainsi que leurs créations.</p>',
        ),
      },
    ],
  },
  {
    key: 'showroom',
    title: t('Showroom Hamburg', 'Hamburg showroom', 'Showroom de Hambourg'),
    meta: t(
      'Probesitzen in Hamburg-Altona: Adresse, Öffnungszeiten und Anfahrt zu unserem Showroom.',
      'Try before you buy in Hamburg-Altona: address, opening hours and directions to our showroom.',
      'Essayez avant d’acheter à Hambourg-Altona : adresse, horaires et accès à notre showroom.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Probesitzen erwünscht</h1><p>Auf 1.200 m² in einer ehemaligen Schiffsschraubenfabrik stehen alle Kollektionen zum Ausprobieren – drinnen und auf der Dachterrasse.</p><p><strong>Adresse</strong><br>Gartenwerk Showroom<br>Große Elbstraße 84<br>22767 Hamburg</p>',
          '<h1>Please do sit down</h1><p>Every collection is on show for you to try across 1,200 m² in a former ship-propeller factory – indoors and on the roof terrace.</p><p><strong>Address</strong><br>Gartenwerk Showroom<br>Große Elbstraße 84<br>22767 Hamburg, Germany</p>',
          '<h1>Asseyez-vous, c’est fait pour ça</h1><p>Sur 1 200 m² dans une ancienne fabrique d’hélices de bateaux, toutes les collections sont à essayer – à l’intérieur et sur le toit-terrasse.</p><p><strong>Adresse</strong><br>Gartenwerk Showroom<br>Große Elbstraße 84<br>22767 Hambourg, Allemagne</p>',
        ),
        image: { scene: 'showroom', colour: '#4f6b46' },
      },
      {
        html: t(
          '<h2>Öffnungszeiten</h2><p>Montag bis Freitag: 10:00–19:00 Uhr<br>Samstag: 10:00–18:00 Uhr<br>Sonn- und Feiertage geschlossen</p><p>Beratung am Telefon: +49 40 3861 2200 (Mo–Fr 9:00–18:00 Uhr)</p><p>S-Bahn Königstraße, 8 Minuten zu Fuß. Kundenparkplätze im Hof.</p>',
          '<h2>Opening hours</h2><p>Monday to Friday: 10 am–7 pm<br>Saturday: 10 am–6 pm<br>Closed on Sundays and public holidays</p><p>Advice by phone: +49 40 3861 2200 (Mon–Fri 9 am–6 pm)</p><p>Königstraße S-Bahn station, 8 minutes on foot. Customer parking in the courtyard.</p>',
          '<h2>Horaires d’ouverture</h2><p>Du lundi au vendredi : 10 h–19 h<br>Samedi : 10 h–18 h<br>Fermé le dimanche et les jours fériés</p><p>Conseil par téléphone : +49 40 3861 2200 (lun.–ven. 9 h–18 h)</p><p>S-Bahn Königstraße, à 8 minutes à pied. Parking clients dans la cour.</p>',
        ),
      },
    ],
  },
  {
    key: 'shipping-payment',
    title: t('Versand & Zahlung', 'Shipping & payment', 'Livraison & paiement'),
    meta: t(
      'Versandkosten, Lieferzeiten und Zahlungsarten bei Gartenwerk – Lieferung in die EU und die Schweiz.',
      'Shipping costs, delivery times and payment methods at Gartenwerk – delivery to the EU and Switzerland.',
      'Frais de port, délais et moyens de paiement chez Gartenwerk – livraison dans l’UE et en Suisse.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Versand</h1><p>Wir liefern in alle Länder der EU und in die Schweiz. Pakete bis 30 kg verschicken wir mit DHL für 5,90 €, ab 150 € Bestellwert versandkostenfrei. Möbel über 30 kg kommen per Spedition frei Bordsteinkante für 79 €, ab 1.000 € kostenlos; die Spedition ruft vorher an. Expressversand am nächsten Werktag kostet 14,90 €.</p><p>Bei Lieferung in die Schweiz ziehen wir die deutsche Mehrwertsteuer von 19 % ab. Bei der Einfuhr fällt die Schweizer Mehrwertsteuer von 8,1 % an, die der Zusteller erhebt.</p>',
          '<h1>Shipping</h1><p>We deliver to every EU country and to Switzerland. Parcels up to 30 kg go by DHL for €5.90, free for orders over €150. Furniture over 30 kg is delivered to the kerbside by freight forwarder for €79, free over €1,000; the forwarder calls ahead. Next-working-day express delivery costs €14.90.</p><p>For delivery to Switzerland we deduct German VAT of 19%. Swiss import VAT of 8.1% is due on import and collected by the carrier.</p>',
          '<h1>Livraison</h1><p>Nous livrons dans tous les pays de l’UE et en Suisse. Les colis jusqu’à 30 kg partent par DHL pour 5,90 €, offerts dès 150 € d’achat. Les meubles de plus de 30 kg sont livrés au pied du domicile par transporteur pour 79 €, offerts dès 1 000 € ; le transporteur appelle avant de passer. La livraison express le jour ouvré suivant coûte 14,90 €.</p><p>Pour une livraison en Suisse, nous déduisons la TVA allemande de 19 %. La TVA suisse à l’importation de 8,1 % est perçue par le transporteur.</p>',
        ),
      },
      {
        html: t(
          '<h2>Zahlung</h2><p>Sie bezahlen mit Kreditkarte (Visa, Mastercard, American Express), PayPal, Apple Pay oder per Vorkasse. Bei Vorkasse versenden wir, sobald Ihre Überweisung eingegangen ist.</p>',
          '<h2>Payment</h2><p>You can pay by credit card (Visa, Mastercard, American Express), PayPal, Apple Pay or prepayment. With prepayment we ship as soon as your transfer has arrived.</p>',
          '<h2>Paiement</h2><p>Vous payez par carte bancaire (Visa, Mastercard, American Express), PayPal, Apple Pay ou virement anticipé. En cas de virement, nous expédions dès réception de votre paiement.</p>',
        ),
      },
    ],
  },
  {
    key: 'terms',
    title: t('Allgemeine Geschäftsbedingungen', 'Terms and conditions', 'Conditions générales de vente'),
    meta: t(
      'Die Allgemeinen Geschäftsbedingungen der Gartenwerk GmbH für Bestellungen im Onlineshop.',
      'The Gartenwerk GmbH terms and conditions for orders in the online shop.',
      'Les conditions générales de vente de Gartenwerk GmbH pour les commandes en ligne.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Allgemeine Geschäftsbedingungen</h1><h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen, die Verbraucher und Unternehmer über unseren Onlineshop bei der Gartenwerk GmbH aufgeben.</p><h2>§ 2 Vertragsschluss</h2><p>Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen oder die Ware versenden.</p><h2>§ 3 Preise und Versandkosten</h2><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich der auf der Seite „Versand & Zahlung“ genannten Versandkosten.</p><h2>§ 4 Eigentumsvorbehalt</h2><p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p><h2>§ 5 Gewährleistung</h2><p>Es gelten die gesetzlichen Mängelhaftungsrechte.</p>',
          '<h1>Terms and conditions</h1><h2>1. Scope</h2><p>These terms apply to all orders placed by consumers and businesses with Gartenwerk GmbH through our online shop.</p><h2>2. Conclusion of contract</h2><p>The presentation of products in the shop is not a binding offer. By clicking “Order with obligation to pay” you place a binding order. The contract is concluded when we confirm the order by e-mail or dispatch the goods.</p><h2>3. Prices and shipping costs</h2><p>All prices include statutory VAT, plus the shipping costs stated on the “Shipping &amp; payment” page.</p><h2>4. Retention of title</h2><p>The goods remain our property until paid in full.</p><h2>5. Warranty</h2><p>The statutory rights for defects apply.</p>',
          '<h1>Conditions générales de vente</h1><h2>Article 1 – Champ d’application</h2><p>Les présentes conditions s’appliquent à toutes les commandes passées par des consommateurs et des professionnels auprès de Gartenwerk GmbH sur notre boutique en ligne.</p><h2>Article 2 – Conclusion du contrat</h2><p>La présentation des produits ne constitue pas une offre ferme. En cliquant sur « Commander avec obligation de paiement », vous passez une commande ferme. Le contrat est conclu lorsque nous confirmons la commande par e-mail ou expédions la marchandise.</p><h2>Article 3 – Prix et frais de port</h2><p>Tous les prix s’entendent TVA légale comprise, hors frais de port indiqués sur la page « Livraison &amp; paiement ».</p><h2>Article 4 – Réserve de propriété</h2><p>La marchandise reste notre propriété jusqu’à son paiement intégral.</p><h2>Article 5 – Garantie</h2><p>Les garanties légales de conformité s’appliquent.</p>',
        ),
      },
    ],
  },
  {
    key: 'withdrawal',
    title: t('Widerrufsbelehrung', 'Right of withdrawal', 'Droit de rétractation'),
    meta: t(
      'Widerrufsrecht für Verbraucher: 14 Tage, Muster-Widerrufsformular und Hinweise zu digitalen Inhalten.',
      'Right of withdrawal for consumers: 14 days, model withdrawal form and notes on digital content.',
      'Droit de rétractation des consommateurs : 14 jours, formulaire type et contenus numériques.',
    ),
    blocks: [
      {
        html: t(
          `<h1>Widerrufsrecht</h1><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${ADDRESS.replace(/<br>/g, ', ')}, widerruf@gartenwerk.example) mittels einer eindeutigen Erklärung über Ihren Entschluss informieren. Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden.</p><h2>Folgen des Widerrufs</h2><p>Wenn Sie diesen Vertrag widerrufen, erstatten wir Ihnen alle Zahlungen einschließlich der Lieferkosten unverzüglich, spätestens binnen vierzehn Tagen. Speditionsware holen wir auf unsere Kosten ab.</p><h2>Digitale Inhalte</h2><p>Bei PDF-Ratgebern erlischt das Widerrufsrecht, wenn Sie ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und Ihre Kenntnis davon bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren.</p>`,
          `<h1>Right of withdrawal</h1><p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires fourteen days after the day on which you, or a third party other than the carrier indicated by you, take possession of the goods.</p><p>To exercise the right of withdrawal, you must inform us (${ADDRESS.replace(/<br>/g, ', ')}, withdrawal@gartenwerk.example) of your decision by an unequivocal statement. To meet the deadline it is sufficient to send your communication before the withdrawal period has expired.</p><h2>Effects of withdrawal</h2><p>If you withdraw from this contract, we will reimburse all payments received from you, including delivery costs, without undue delay and no later than fourteen days. We collect freight items at our own expense.</p><h2>Digital content</h2><p>For PDF guides the right of withdrawal expires once you have expressly agreed that we begin performance before the end of the withdrawal period and acknowledged that you thereby lose your right of withdrawal.</p>`,
          `<h1>Droit de rétractation</h1><p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Ce délai expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur désigné par vous, prenez physiquement possession des biens.</p><p>Pour exercer ce droit, vous devez nous notifier (${ADDRESS.replace(/<br>/g, ', ')}, retractation@gartenwerk.example) votre décision au moyen d’une déclaration dénuée d’ambiguïté. Pour que le délai soit respecté, il suffit d’envoyer votre communication avant son expiration.</p><h2>Effets de la rétractation</h2><p>En cas de rétractation, nous vous remboursons tous les paiements reçus, frais de livraison compris, sans retard excessif et au plus tard dans les quatorze jours. Nous reprenons à nos frais les articles livrés par transporteur.</p><h2>Contenus numériques</h2><p>Pour les guides PDF, le droit de rétractation s’éteint dès lors que vous avez expressément accepté que l’exécution commence avant la fin du délai et reconnu perdre ainsi votre droit de rétractation.</p>`,
        ),
      },
    ],
  },
  {
    key: 'imprint',
    title: t('Impressum', 'Imprint', 'Mentions légales'),
    meta: t(
      'Anbieterkennzeichnung der Gartenwerk GmbH, Hamburg.',
      'Legal notice of Gartenwerk GmbH, Hamburg.',
      'Mentions légales de Gartenwerk GmbH, Hambourg.',
    ),
    blocks: [
      {
        html: t(
          `<h1>Impressum</h1><p>${ADDRESS}</p><p>Telefon: +49 40 3861 2200<br>E-Mail: service@gartenwerk.example</p><p>Geschäftsführung: Katrin Brandt, Ole Brandt<br>Registergericht: Amtsgericht Hamburg, HRB 68421<br>USt-IdNr.: DE 812 345 679</p><p>Plattform der EU-Kommission zur Online-Streitbeilegung: https://ec.europa.eu/consumers/odr. Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
          `<h1>Imprint</h1><p>${ADDRESS}<br>Germany</p><p>Phone: +49 40 3861 2200<br>E-mail: service@gartenwerk.example</p><p>Managing directors: Katrin Brandt, Ole Brandt<br>Register court: Hamburg Local Court, HRB 68421<br>VAT ID: DE 812 345 679</p><p>EU Commission online dispute resolution platform: https://ec.europa.eu/consumers/odr. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>`,
          `<h1>Mentions légales</h1><p>${ADDRESS}<br>Allemagne</p><p>Téléphone : +49 40 3861 2200<br>E-mail : service@gartenwerk.example</p><p>Gérants : Katrin Brandt, Ole Brandt<br>Registre du commerce : tribunal d’instance de Hambourg, HRB 68421<br>N° de TVA : DE 812 345 679</p><p>Plateforme européenne de règlement en ligne des litiges : https://ec.europa.eu/consumers/odr. Nous ne sommes ni tenus ni disposés à participer à une procédure de médiation de la consommation.</p>`,
        ),
      },
    ],
  },
  {
    key: 'privacy',
    title: t('Datenschutzerklärung', 'Privacy policy', 'Politique de confidentialité'),
    meta: t(
      'Wie Gartenwerk personenbezogene Daten im Onlineshop verarbeitet.',
      'How Gartenwerk processes personal data in the online shop.',
      'Comment Gartenwerk traite les données personnelles sur la boutique en ligne.',
    ),
    blocks: [
      {
        html: t(
          '<h1>Datenschutzerklärung</h1><h2>Verantwortlicher</h2><p>Gartenwerk GmbH, Stresemannstraße 162, 22769 Hamburg, datenschutz@gartenwerk.example</p><h2>Welche Daten wir verarbeiten</h2><p>Wenn Sie bestellen, verarbeiten wir Name, Anschrift, E-Mail-Adresse und Bestelldaten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten gibt nur der jeweilige Zahlungsdienstleister weiter; Kartennummern sehen wir nie.</p><h2>Cookies</h2><p>Wir setzen nur technisch notwendige Cookies: eines für Ihren Warenkorb und Ihre Sitzung, eines für die gewählte Sprache. Tracking findet nicht statt.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.</p>',
          '<h1>Privacy policy</h1><h2>Controller</h2><p>Gartenwerk GmbH, Stresemannstraße 162, 22769 Hamburg, Germany, privacy@gartenwerk.example</p><h2>What data we process</h2><p>When you order, we process your name, address, e-mail address and order details to perform the contract (Art. 6(1)(b) GDPR). Payment details are handled only by the respective payment provider; we never see card numbers.</p><h2>Cookies</h2><p>We only use strictly necessary cookies: one for your cart and session, one for your chosen language. There is no tracking.</p><h2>Your rights</h2><p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.</p>',
          '<h1>Politique de confidentialité</h1><h2>Responsable du traitement</h2><p>Gartenwerk GmbH, Stresemannstraße 162, 22769 Hambourg, Allemagne, confidentialite@gartenwerk.example</p><h2>Données traitées</h2><p>Lorsque vous commandez, nous traitons vos nom, adresse, e-mail et données de commande pour exécuter le contrat (art. 6, par. 1, point b du RGPD). Les données de paiement ne sont traitées que par le prestataire concerné ; nous ne voyons jamais les numéros de carte.</p><h2>Cookies</h2><p>Nous n’utilisons que des cookies strictement nécessaires : l’un pour votre panier et votre session, l’autre pour la langue choisie. Aucun suivi publicitaire.</p><h2>Vos droits</h2><p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit d’introduire une réclamation auprès d’une autorité de contrôle.</p>',
        ),
      },
    ],
  },
]
