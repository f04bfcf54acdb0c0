/**
 * Furniture and scene drawings as SVG (1200×900 view box). Flat shapes in the product's colour on a
 * soft garden backdrop: cheap to rasterise, recognisable as a chair, table, lounger or parasol.
 */
export type FurnitureKind =
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'dining-table'
  | 'side-table'
  | 'chair'
  | 'bar-stool'
  | 'lounger'
  | 'daybed'
  | 'parasol'
  | 'cantilever-parasol'
  | 'parasol-base'
  | 'bench'
  | 'storage-box'
  | 'trolley'
  | 'cushion'
  | 'cover'
  | 'care-bottle'
  | 'guide'

export interface Drawing {
  /** Stable description of what is drawn; equal keys give identical SVG. */
  key: string
  svg: string
}

/** Darkens (amount < 0) or lightens (amount > 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff
    const target = amount < 0 ? 0 : 255
    return Math.round(c + (target - c) * Math.abs(amount))
  }
  const out = (channel(16) << 16) | (channel(8) << 8) | channel(0)
  return `#${out.toString(16).padStart(6, '0')}`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 6): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`
const poly = (points: string, fill: string): string => `<polygon points="${points}" fill="${fill}"/>`
const legs = (xs: number[], top: number, bottom: number, width: number, fill: string): string =>
  xs.map((x) => rect(x, top, width, bottom - top, fill, 3)).join('')

function furniture(kind: FurnitureKind, c: string, style: number): string {
  const dark = shade(c, -0.35)
  const light = shade(c, 0.25)
  const cushion = style % 2 === 0 ? '#ece6da' : '#5d6b63'
  switch (kind) {
    case 'sofa':
      return `${rect(250, 380, 700, 160, dark, 18)}${rect(230, 480, 740, 110, c, 14)}${rect(270, 420, 210, 90, cushion, 20)}${rect(495, 420, 210, 90, cushion, 20)}${rect(720, 420, 210, 90, cushion, 20)}${rect(200, 440, 70, 190, dark, 14)}${rect(930, 440, 70, 190, dark, 14)}${legs([250, 930], 590, 680, 22, dark)}`
    case 'armchair':
      return `${rect(420, 330, 360, 220, dark, 24)}${rect(400, 500, 400, 110, c, 16)}${rect(450, 430, 300, 90, cushion, 22)}${rect(360, 440, 70, 200, dark, 16)}${rect(770, 440, 70, 200, dark, 16)}${legs([410, 770], 600, 690, 20, dark)}`
    case 'coffee-table':
      return `${rect(300, 500, 600, 40, c, 8)}${rect(320, 540, 560, 14, dark, 4)}${legs([330, 850], 540, 680, 24, dark)}`
    case 'dining-table':
      return `${rect(220, 420, 760, 36, c, 6)}${rect(240, 456, 720, 12, dark, 3)}${style === 1 ? `${poly('580,468 620,468 700,700 500,700', dark)}` : legs([260, 915], 456, 700, 26, dark)}`
    case 'side-table':
      return `<ellipse cx="600" cy="470" rx="170" ry="34" fill="${c}"/>${rect(585, 480, 30, 210, dark, 6)}<ellipse cx="600" cy="695" rx="110" ry="16" fill="${dark}"/>`
    case 'chair':
      return `${rect(480, 260, 240, 230, style === 2 ? 'none' : c, 14)}${style === 2 ? legs([490, 540, 590, 640, 690], 270, 480, 12, c) : ''}${rect(470, 480, 260, 40, c, 8)}${legs([480, 700], 520, 700, 20, dark)}${poly('480,260 500,260 500,700 480,700', dark)}${poly('700,260 720,260 720,700 700,700', dark)}`
    case 'bar-stool':
      return `${rect(500, 360, 200, 34, c, 10)}${legs([510, 670], 394, 720, 18, dark)}${rect(510, 590, 180, 10, dark, 3)}`
    case 'lounger':
      return `${poly('230,520 820,520 990,360 1010,380 850,560 230,560', c)}${rect(260, 490, 520, 34, cushion, 14)}${poly('820,490 960,360 990,380 850,515', cushion)}${legs([250, 820], 560, 660, 20, dark)}<circle cx="940" cy="650" r="26" fill="${dark}"/>`
    case 'daybed':
      return `${rect(220, 500, 760, 90, c, 12)}${rect(240, 450, 720, 60, cushion, 20)}${poly('240,250 960,250 960,270 240,270', dark)}${legs([240, 940], 250, 700, 16, dark)}${rect(700, 270, 260, 230, light, 0)}`
    case 'parasol':
      return `${poly('600,150 1020,380 180,380', c)}${poly('600,150 700,380 500,380', light)}${rect(592, 150, 16, 560, dark, 4)}<ellipse cx="600" cy="715" rx="120" ry="18" fill="${dark}"/>`
    case 'cantilever-parasol':
      return `${poly('660,200 1060,400 260,400', c)}${poly('660,200 760,400 560,400', light)}${rect(220, 160, 18, 560, dark, 4)}${rect(220, 170, 440, 14, dark, 4)}${rect(140, 700, 180, 34, dark, 8)}`
    case 'parasol-base':
      return `${rect(380, 560, 440, 120, c, 20)}${rect(580, 360, 40, 200, dark, 6)}${rect(400, 580, 400, 20, light, 6)}`
    case 'bench':
      return `${rect(220, 330, 760, 34, c, 6)}${rect(220, 380, 760, 34, c, 6)}${rect(200, 470, 800, 44, c, 8)}${legs([230, 950], 330, 700, 24, dark)}${rect(200, 440, 40, 80, dark, 6)}${rect(960, 440, 40, 80, dark, 6)}`
    case 'storage-box':
      return `${rect(280, 400, 640, 290, c, 10)}${rect(260, 370, 680, 50, dark, 10)}${[0, 1, 2, 3, 4].map((i) => rect(300, 440 + i * 50, 600, 8, light, 3)).join('')}`
    case 'trolley':
      return `${rect(330, 380, 540, 24, c, 6)}${rect(330, 560, 540, 24, c, 6)}${legs([340, 840], 380, 680, 20, dark)}<circle cx="360" cy="690" r="30" fill="${dark}"/><circle cx="850" cy="690" r="30" fill="${dark}"/>${rect(820, 300, 20, 90, dark, 6)}`
    case 'cushion':
      return `${rect(330, 460, 540, 190, c, 60)}${rect(380, 330, 440, 220, light, 60)}<circle cx="600" cy="440" r="12" fill="${dark}"/>`
    case 'cover':
      return `<path d="M300 680 Q300 380 600 360 Q900 380 900 680 Z" fill="${c}"/>${rect(300, 660, 600, 28, dark, 8)}<path d="M420 420 Q600 470 780 420" stroke="${light}" stroke-width="10" fill="none"/>`
    case 'care-bottle':
      return `${rect(500, 350, 200, 340, c, 28)}${rect(555, 280, 90, 80, dark, 10)}${rect(520, 450, 160, 140, '#f4efe6', 10)}${rect(545, 490, 110, 14, dark, 4)}${rect(545, 520, 80, 10, dark, 4)}`
    case 'guide':
      return `${rect(400, 260, 400, 480, c, 10)}${rect(420, 280, 360, 440, '#f7f3ea', 6)}${rect(460, 330, 280, 26, dark, 4)}${rect(460, 380, 220, 14, shade(c, -0.1), 4)}<path d="M520 600 q80 -120 160 0" stroke="${dark}" stroke-width="14" fill="none"/>`
  }
}

function backdrop(sky: string, ground: string): string {
  return `<rect width="1200" height="900" fill="${sky}"/><rect y="690" width="1200" height="210" fill="${ground}"/><ellipse cx="600" cy="720" rx="460" ry="36" fill="#000" opacity="0.12"/>`
}

const svgDoc = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1920" height="1440">${body}</svg>`

/** A product photo stand-in: furniture of `kind` in `colour`; `scene` adds a garden backdrop. */
export function drawProduct(kind: FurnitureKind, colour: string, style: number, scene: boolean): Drawing {
  const back = scene
    ? `${backdrop('#dfe9e2', '#9bb48f')}<circle cx="1010" cy="160" r="70" fill="#f6d98b"/><path d="M0 690 Q200 560 380 690 Z" fill="#7f9f76"/><path d="M820 690 Q1000 520 1200 690 Z" fill="#6f8f68"/>`
    : backdrop('#f3f0ea', '#e6e1d8')
  return {
    key: `product:${kind}:${colour}:${style}:${scene ? 1 : 0}`,
    svg: svgDoc(`${back}${furniture(kind, colour, style)}`),
  }
}

/** Wide CMS scenes: hero (sunset terrace), teaser (category), portrait (designer), showroom. */
export function drawScene(
  kind: 'hero' | 'teaser' | 'portrait' | 'showroom' | 'brand',
  colour: string,
  furnitureKind: FurnitureKind = 'sofa',
): Drawing {
  const sky = shade(colour, 0.75)
  let body: string
  if (kind === 'portrait') {
    body = `${backdrop(sky, shade(colour, 0.5))}<circle cx="600" cy="330" r="120" fill="${shade(colour, -0.3)}"/><path d="M380 760 Q380 500 600 490 Q820 500 820 760 Z" fill="${colour}"/>`
  } else if (kind === 'showroom') {
    body = `${backdrop('#e4ecef', '#b9c4b0')}${rect(200, 260, 800, 430, '#f4f1ea', 4)}${poly('170,270 600,110 1030,270', shade(colour, -0.2))}${[0, 1, 2].map((i) => rect(260 + i * 250, 360, 180, 240, '#a9c3cc', 4)).join('')}${rect(540, 520, 120, 170, shade(colour, -0.3), 4)}`
  } else if (kind === 'brand') {
    body = `<rect width="1200" height="900" fill="${sky}"/><circle cx="600" cy="420" r="220" fill="${colour}"/><path d="M600 260 L640 420 L600 580 L560 420 Z" fill="${shade(colour, 0.6)}"/>`
  } else {
    const sun = kind === 'hero' ? '<circle cx="960" cy="230" r="110" fill="#f3c77a"/>' : ''
    const greenery =
      '<path d="M0 690 Q150 480 330 690 Z" fill="#71906a"/><path d="M900 690 Q1060 430 1200 690 Z" fill="#5f8060"/>'
    body = `${backdrop(kind === 'hero' ? '#f2dcc2' : sky, '#a7b98f')}${sun}${greenery}${furniture(furnitureKind, colour, 0)}`
  }
  return { key: `scene:${kind}:${colour}:${furnitureKind}`, svg: svgDoc(body) }
}
