import type { L } from './types.ts'

export interface OptionDef {
  key: string
  name: L
  hex?: string
}
export interface GroupDef {
  key: string
  name: L
  displayType: 'text' | 'color'
  sortingType: 'alphanumeric' | 'position'
  filterable: boolean
  options: OptionDef[]
}

const o = (key: string, de: string, en: string, fr: string, hex?: string): OptionDef =>
  hex ? { key, name: { de, en, fr }, hex } : { key, name: { de, en, fr } }

export const COLOURS = [
  o('anthracite', 'Anthrazit', 'Anthracite', 'Anthracite', '#3b3f42'),
  o('white', 'Weiß', 'White', 'Blanc', '#f1f0eb'),
  o('sand', 'Sand', 'Sand', 'Sable', '#d8c7a6'),
  o('sage', 'Salbei', 'Sage', 'Sauge', '#9caf88'),
  o('taupe', 'Taupe', 'Taupe', 'Taupe', '#8b7d6b'),
  o('teak', 'Teak natur', 'Natural teak', 'Teck naturel', '#b07a45'),
  o('acacia', 'Akazie braun', 'Acacia brown', 'Acacia brun', '#8a5a3b'),
  o('black', 'Schwarz', 'Black', 'Noir', '#1f1f1f'),
  o('terracotta', 'Terrakotta', 'Terracotta', 'Terre cuite', '#c0673f'),
  o('navy', 'Marineblau', 'Navy', 'Bleu marine', '#2c3e5c'),
  o('moss', 'Moosgrün', 'Moss green', 'Vert mousse', '#4f6b46'),
  o('light-grey', 'Hellgrau', 'Light grey', 'Gris clair', '#b8b8b3'),
  o('ecru', 'Ecru', 'Ecru', 'Écru', '#efe6d2'),
  o('mustard', 'Senfgelb', 'Mustard', 'Moutarde', '#d0a03c'),
]

export const MATERIALS = [
  o('teak', 'Teakholz', 'Teak', 'Teck'),
  o('acacia', 'Akazienholz (FSC)', 'Acacia (FSC)', 'Acacia (FSC)'),
  o('aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
  o('polyrattan', 'Polyrattan', 'Synthetic rattan', 'Résine tressée'),
  o('steel', 'Stahl, pulverbeschichtet', 'Powder-coated steel', 'Acier thermolaqué'),
  o('stainless', 'Edelstahl', 'Stainless steel', 'Acier inoxydable'),
  o('ceramic', 'Keramik', 'Ceramic', 'Céramique'),
  o('hpl', 'HPL', 'HPL', 'HPL'),
  o('textilene', 'Textilene', 'Textilene', 'Textilène'),
  o('rope', 'Outdoor-Seil', 'Outdoor rope', 'Corde outdoor'),
  o('recycled', 'Recycling-Kunststoff', 'Recycled plastic', 'Plastique recyclé'),
  o('acrylic', 'Polyacryl', 'Acrylic fabric', 'Toile acrylique'),
  o('polyester', 'Polyester', 'Polyester', 'Polyester'),
  o('granite', 'Granit', 'Granite', 'Granit'),
  o('concrete', 'Beton', 'Concrete', 'Béton'),
]

export const SIZES = [
  o('160x90', '160 × 90 cm', '160 × 90 cm', '160 × 90 cm'),
  o('200x100', '200 × 100 cm', '200 × 100 cm', '200 × 100 cm'),
  o('240x100', '240 × 100 cm', '240 × 100 cm', '240 × 100 cm'),
  o('d120', 'Ø 120 cm', 'Ø 120 cm', 'Ø 120 cm'),
  o('d270', 'Ø 270 cm', 'Ø 270 cm', 'Ø 270 cm'),
  o('d300', 'Ø 300 cm', 'Ø 300 cm', 'Ø 300 cm'),
  o('d350', 'Ø 350 cm', 'Ø 350 cm', 'Ø 350 cm'),
  o('250x250', '250 × 250 cm', '250 × 250 cm', '250 × 250 cm'),
  o('300x300', '300 × 300 cm', '300 × 300 cm', '300 × 300 cm'),
  o('120', '120 cm', '120 cm', '120 cm'),
  o('150', '150 cm', '150 cm', '150 cm'),
  o('180', '180 cm', '180 cm', '180 cm'),
  o('45x45', '45 × 45 cm', '45 × 45 cm', '45 × 45 cm'),
  o('50x50', '50 × 50 cm', '50 × 50 cm', '50 × 50 cm'),
  o('s', 'S', 'S', 'S'),
  o('m', 'M', 'M', 'M'),
  o('l', 'L', 'L', 'L'),
]

export const TOPS = [
  o('teak', 'Teak massiv', 'Solid teak', 'Teck massif'),
  o('ceramic-marble', 'Keramik Marmoroptik', 'Ceramic, marble look', 'Céramique effet marbre'),
  o('ceramic-concrete', 'Keramik Betonoptik', 'Ceramic, concrete look', 'Céramique effet béton'),
  o('hpl-oak', 'HPL Eichenoptik', 'HPL, oak look', 'HPL effet chêne'),
]

export const SEATS = ['1', '2', '3', '4', '6', '8', '10'].map((n) => o(n, n, n, n))

export const WEATHER = [
  o('all-year', 'Ganzjährig draußen', 'Outdoors all year', 'Dehors toute l’année'),
  o(
    'cover',
    'Wetterfest, Hülle empfohlen',
    'Weatherproof, cover recommended',
    'Résistant, housse conseillée',
  ),
  o('dry-winter', 'Im Winter trocken lagern', 'Store dry in winter', 'À ranger au sec l’hiver'),
]

export const DESIGNERS = [
  o('ida-lindqvist', 'Ida Lindqvist', 'Ida Lindqvist', 'Ida Lindqvist'),
  o('matteo-ferraro', 'Matteo Ferraro', 'Matteo Ferraro', 'Matteo Ferraro'),
  o('claire-dubois', 'Claire Dubois', 'Claire Dubois', 'Claire Dubois'),
  o('jonas-albrecht', 'Jonas Albrecht', 'Jonas Albrecht', 'Jonas Albrecht'),
]

export const PROPERTY_GROUPS: GroupDef[] = [
  {
    key: 'colour',
    name: { de: 'Farbe', en: 'Colour', fr: 'Couleur' },
    displayType: 'color',
    sortingType: 'position',
    filterable: true,
    options: COLOURS,
  },
  {
    key: 'material',
    name: { de: 'Material', en: 'Material', fr: 'Matière' },
    displayType: 'text',
    sortingType: 'alphanumeric',
    filterable: true,
    options: MATERIALS,
  },
  {
    key: 'size',
    name: { de: 'Größe', en: 'Size', fr: 'Dimensions' },
    displayType: 'text',
    sortingType: 'position',
    filterable: false,
    options: SIZES,
  },
  {
    key: 'top',
    name: { de: 'Tischplatte', en: 'Table top', fr: 'Plateau' },
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    options: TOPS,
  },
  {
    key: 'seats',
    name: { de: 'Sitzplätze', en: 'Seats', fr: 'Places assises' },
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    options: SEATS,
  },
  {
    key: 'weather',
    name: { de: 'Wetterbeständigkeit', en: 'Weather resistance', fr: 'Résistance aux intempéries' },
    displayType: 'text',
    sortingType: 'position',
    filterable: true,
    options: WEATHER,
  },
  {
    key: 'designer',
    name: { de: 'Designer', en: 'Designer', fr: 'Designer' },
    displayType: 'text',
    sortingType: 'alphanumeric',
    filterable: true,
    options: DESIGNERS,
  },
]

export function colourHex(key: string): string {
  const hex = COLOURS.find((c) => c.key === key)?.hex
  if (!hex) throw new Error(`Unknown colour ${key}`)
  return hex
}
