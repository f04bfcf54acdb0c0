import type { L } from './types.ts'

export interface ManufacturerDef {
  key: string
  name: string
  link: string
  colour: string
  description: L
}

export const MANUFACTURERS: ManufacturerDef[] = [
  {
    key: 'gartenwerk',
    name: 'Gartenwerk',
    link: 'https://gartenwerk.example/manufaktur',
    colour: '#4f6b46',
    description: {
      de: 'Seit 1998 entwerfen wir in Hamburg Gartenmöbel, die bleiben: reparierbar, ersatzteilversorgt und aus Materialien, deren Herkunft wir kennen. Unsere eigene Kollektion entsteht mit kleinen Werkstätten in Portugal, Polen und Norddeutschland.',
      en: 'Since 1998 we have been designing garden furniture in Hamburg that is made to last: repairable, with spare parts kept in stock and made from materials whose origin we know. Our own collection is built with small workshops in Portugal, Poland and northern Germany.',
      fr: 'Depuis 1998, nous dessinons à Hambourg des meubles de jardin faits pour durer : réparables, avec pièces détachées disponibles et fabriqués dans des matériaux dont nous connaissons l’origine. Notre collection naît dans de petits ateliers au Portugal, en Pologne et dans le nord de l’Allemagne.',
    },
  },
  {
    key: 'nordholz',
    name: 'Nordholz Manufaktur',
    link: 'https://nordholz.example',
    colour: '#b07a45',
    description: {
      de: 'Die Tischlerei Nordholz aus Flensburg verarbeitet seit drei Generationen Teak aus zertifizierten Plantagen. Jede Verbindung ist gezapft und verleimt, nicht nur geschraubt.',
      en: 'The Nordholz joinery in Flensburg has worked plantation teak from certified sources for three generations. Every joint is mortised and glued, not merely screwed.',
      fr: 'L’atelier Nordholz de Flensbourg travaille depuis trois générations le teck de plantations certifiées. Chaque assemblage est tenonné et collé, pas seulement vissé.',
    },
  },
  {
    key: 'ferrum',
    name: 'Ferrum Atelier',
    link: 'https://ferrum-atelier.example',
    colour: '#3b3f42',
    description: {
      de: 'Ferrum Atelier biegt, schweißt und pulverbeschichtet Stahl und Aluminium in einer Werkstatt bei Brescia. Die Oberflächen werden in drei Schichten aufgebaut und vertragen Salzluft.',
      en: 'Ferrum Atelier bends, welds and powder-coats steel and aluminium in a workshop near Brescia. Surfaces are built up in three coats and cope with salty sea air.',
      fr: 'Ferrum Atelier cintre, soude et thermolaque l’acier et l’aluminium dans un atelier près de Brescia. Les finitions sont appliquées en trois couches et supportent l’air salin.',
    },
  },
  {
    key: 'ombra-riva',
    name: 'Ombra Riva',
    link: 'https://ombrariva.example',
    colour: '#c0673f',
    description: {
      de: 'Ombra Riva fertigt am Gardasee Sonnenschirme mit spinnfarbgefärbtem Polyacryl und Gestängen aus eloxiertem Aluminium. Jeder Schirm hat eine Windklappe und ist in Ersatzbespannung lieferbar.',
      en: 'Ombra Riva makes parasols on Lake Garda with solution-dyed acrylic canopies and anodised aluminium frames. Every parasol has a wind vent and a replacement canopy is always available.',
      fr: 'Ombra Riva fabrique au bord du lac de Garde des parasols en toile acrylique teinte masse sur armature en aluminium anodisé. Chaque modèle a une cheminée d’aération et une toile de rechange disponible.',
    },
  },
  {
    key: 'tessile',
    name: 'Tessile Lago',
    link: 'https://tessilelago.example',
    colour: '#9caf88',
    description: {
      de: 'Tessile Lago näht Auflagen und Hüllen aus lichtechtem Polyacryl und recyceltem Polyester. Die Bezüge sind abnehmbar und bei 30 °C waschbar.',
      en: 'Tessile Lago sews seat pads and covers from fade-resistant acrylic and recycled polyester. Covers are removable and washable at 30 °C.',
      fr: 'Tessile Lago coud galettes et housses en acrylique grand teint et polyester recyclé. Les housses sont déhoussables et lavables à 30 °C.',
    },
  },
  {
    key: 'kaltwasser',
    name: 'Kaltwasser Pflege',
    link: 'https://kaltwasser-pflege.example',
    colour: '#2c3e5c',
    description: {
      de: 'Kaltwasser stellt in Bremen Pflegemittel auf Wasser- und Pflanzenölbasis her – ohne Lösemittel, die Holz austrocknen oder Pulverlack angreifen.',
      en: 'Kaltwasser makes water- and plant-oil-based care products in Bremen – without solvents that dry out wood or attack powder coating.',
      fr: 'Kaltwasser fabrique à Brême des produits d’entretien à base d’eau et d’huiles végétales – sans solvants qui dessèchent le bois ou attaquent le thermolaquage.',
    },
  },
]

export interface DesignerDef {
  key: string
  name: string
  colour: string
  bio: L
}

export const DESIGNER_BIOS: DesignerDef[] = [
  {
    key: 'ida-lindqvist',
    name: 'Ida Lindqvist',
    colour: '#b07a45',
    bio: {
      de: 'Ida Lindqvist wuchs auf einer Schäre vor Göteborg auf und zeichnet Möbel, die nach Bootsbau aussehen: sichtbare Holzverbindungen, gerundete Kanten, Seil statt Polster. Für Gartenwerk entwarf sie die Kollektionen Sylt, Hiddensee und Fehmarn.',
      en: 'Ida Lindqvist grew up on a skerry off Gothenburg and draws furniture that owes a lot to boat building: visible wood joints, rounded edges, rope instead of upholstery. For Gartenwerk she designed the Sylt, Hiddensee and Fehmarn collections.',
      fr: 'Ida Lindqvist a grandi sur un îlot au large de Göteborg ; ses meubles doivent beaucoup à la construction navale : assemblages apparents, arêtes arrondies, corde plutôt que rembourrage. Pour Gartenwerk, elle a dessiné les collections Sylt, Hiddensee et Fehmarn.',
    },
  },
  {
    key: 'matteo-ferraro',
    name: 'Matteo Ferraro',
    colour: '#c0673f',
    bio: {
      de: 'Matteo Ferraro kommt aus der Architektur und denkt in Proportionen. Seine Tische mit Keramikplatten und die geflochtenen Rügen-Sofas verbinden italienische Leichtigkeit mit dem Anspruch, fünfzehn Sommer zu halten.',
      en: 'Matteo Ferraro came to furniture from architecture and thinks in proportions. His ceramic-topped tables and the woven Rügen sofas pair Italian lightness with the ambition to last fifteen summers.',
      fr: 'Venu de l’architecture, Matteo Ferraro pense en proportions. Ses tables à plateau céramique et les canapés tressés Rügen allient légèreté italienne et ambition de durer quinze étés.',
    },
  },
  {
    key: 'claire-dubois',
    name: 'Claire Dubois',
    colour: '#9caf88',
    bio: {
      de: 'Claire Dubois lebt in Lyon und entwirft für Gartenwerk die Kollektionen Föhr, Usedom und Provence. Ihr Thema ist das Material: FSC-Akazie, recycelter Kunststoff aus Fischernetzen und geschmiedeter Stahl wie in den Bistros ihrer Kindheit.',
      en: 'Claire Dubois lives in Lyon and designs the Föhr, Usedom and Provence collections for Gartenwerk. Her subject is material: FSC acacia, recycled plastic from fishing nets and forged steel like in the bistros of her childhood.',
      fr: 'Claire Dubois vit à Lyon et signe pour Gartenwerk les collections Föhr, Usedom et Provence. Son sujet, c’est la matière : acacia FSC, plastique recyclé issu de filets de pêche et acier forgé comme dans les bistrots de son enfance.',
    },
  },
  {
    key: 'jonas-albrecht',
    name: 'Jonas Albrecht',
    colour: '#3b3f42',
    bio: {
      de: 'Jonas Albrecht ist seit 2009 Chefdesigner bei Gartenwerk. Er entwickelt die Aluminium-Kollektionen Amrum, Elba und Juist – leicht genug, um sie der Sonne nachzutragen, und mit Schrauben, die man in jedem Baumarkt bekommt.',
      en: 'Jonas Albrecht has been Gartenwerk’s head of design since 2009. He develops the aluminium collections Amrum, Elba and Juist – light enough to follow the sun around the garden, with screws you can buy in any hardware store.',
      fr: 'Jonas Albrecht est directeur du design de Gartenwerk depuis 2009. Il conçoit les collections en aluminium Amrum, Elba et Juist – assez légères pour suivre le soleil, avec une visserie que l’on trouve dans n’importe quelle quincaillerie.',
    },
  },
]
