import type { L } from './types.ts'

export interface CollectionDef {
  key: string
  name: string
  code: string
  designer: string
  manufacturer: string
  materials: string[]
  /** Frame colours; more than one makes chairs, loungers and sofas variant products. */
  colours: string[]
  /** Table sizes and tops become variant axes of this collection's tables. */
  tableSizes?: string[]
  tops?: string[]
  weather: 'all-year' | 'cover' | 'dry-winter'
  priceFactor: number
  pieces: string[]
  story: L
}

export const COLLECTIONS: CollectionDef[] = [
  {
    key: 'sylt', name: 'Sylt', code: 'SYL', designer: 'ida-lindqvist', manufacturer: 'nordholz', materials: ['teak', 'rope'],
    colours: ['teak'], tableSizes: ['160x90', '200x100', '240x100'], weather: 'all-year', priceFactor: 1.35,
    pieces: ['sofa-3', 'sofa-2', 'lounge-chair', 'ottoman', 'rocking-chair', 'coffee-table', 'side-table', 'dining-table', 'dining-armchair', 'sun-lounger', 'daybed', 'bench-backrest', 'bench-backless'],
    story: {
      de: 'Sylt verbindet massives Teak mit handgeflochtenem Outdoor-Seil. Das Holz vergraut mit den Jahren silbrig, wenn man es lässt – oder behält mit einmal Ölen im Frühjahr seinen warmen Honigton.',
      en: 'Sylt pairs solid teak with hand-woven outdoor rope. Left alone, the wood weathers to a silvery grey over the years – or keeps its warm honey tone with one coat of oil each spring.',
      fr: 'Sylt associe le teck massif à une corde outdoor tressée à la main. Laissé tel quel, le bois prend au fil des ans une patine argentée ; huilé chaque printemps, il garde sa chaude teinte miel.',
    },
  },
  {
    key: 'amrum', name: 'Amrum', code: 'AMR', designer: 'jonas-albrecht', manufacturer: 'gartenwerk', materials: ['aluminium', 'acrylic'],
    colours: ['anthracite', 'white', 'sage'], tableSizes: ['160x90', '200x100', '240x100'], weather: 'all-year', priceFactor: 1,
    pieces: ['sofa-3', 'corner-sofa', 'lounge-chair', 'ottoman', 'coffee-table', 'dining-table', 'extending-table', 'stacking-chair', 'dining-armchair', 'bar-stool', 'sun-lounger', 'trolley', 'bench-backless'],
    story: {
      de: 'Amrum ist unsere meistverkaufte Kollektion: pulverbeschichtetes Aluminium, das nicht rostet, und Polster aus spinndüsengefärbtem Polyacryl, das auch nach Jahren in der Sonne seine Farbe hält.',
      en: 'Amrum is our best-selling collection: powder-coated aluminium that never rusts, and cushions in solution-dyed acrylic that keeps its colour after years in the sun.',
      fr: 'Amrum est notre collection la plus vendue : de l’aluminium thermolaqué qui ne rouille pas et des coussins en acrylique teint masse, qui garde sa couleur après des années au soleil.',
    },
  },
  {
    key: 'foehr', name: 'Föhr', code: 'FOE', designer: 'claire-dubois', manufacturer: 'gartenwerk', materials: ['acacia'],
    colours: ['acacia'], tableSizes: ['160x90', '200x100'], weather: 'cover', priceFactor: 0.75,
    pieces: ['dining-table', 'extending-table', 'dining-armchair', 'stacking-chair', 'bench-backrest', 'bench-backless', 'side-table', 'cushion-box', 'trolley'],
    story: {
      de: 'Föhr ist aus FSC-zertifiziertem Akazienholz gebaut, geölt und mit Edelstahlbeschlägen verschraubt. Ein bodenständiges Holz mit lebhafter Maserung – ideal für die Familie, die draußen isst, sobald es warm wird.',
      en: 'Föhr is made from FSC-certified acacia, oiled and fixed with stainless-steel fittings. A down-to-earth wood with a lively grain – ideal for families who eat outside as soon as it gets warm.',
      fr: 'Föhr est fabriquée en acacia certifié FSC, huilé et assemblé avec une quincaillerie inox. Un bois simple au veinage vivant, idéal pour les familles qui mangent dehors dès les premiers beaux jours.',
    },
  },
  {
    key: 'ruegen', name: 'Rügen', code: 'RUE', designer: 'matteo-ferraro', manufacturer: 'gartenwerk', materials: ['polyrattan', 'aluminium'],
    colours: ['taupe', 'sand', 'black'], weather: 'all-year', priceFactor: 0.9,
    pieces: ['sofa-3', 'sofa-2', 'corner-sofa', 'lounge-chair', 'hanging-chair', 'coffee-table', 'dining-armchair', 'sun-lounger', 'daybed', 'cushion-box'],
    story: {
      de: 'Bei Rügen wird flaches Polyrattan von Hand über ein Aluminiumgestell geflochten. Das Geflecht ist UV-stabil, bleibt elastisch und lässt sich mit Wasser und einer weichen Bürste reinigen.',
      en: 'For Rügen, flat synthetic rattan is hand-woven over an aluminium frame. The weave is UV-stable, stays supple and cleans up with water and a soft brush.',
      fr: 'Pour Rügen, une résine tressée plate est tissée à la main sur une structure en aluminium. Le tressage résiste aux UV, reste souple et se nettoie à l’eau avec une brosse douce.',
    },
  },
  {
    key: 'capri', name: 'Capri', code: 'CAP', designer: 'matteo-ferraro', manufacturer: 'ferrum', materials: ['steel', 'ceramic'],
    colours: ['black', 'terracotta', 'white'], tableSizes: ['160x90', '200x100', '240x100'], tops: ['ceramic-marble', 'ceramic-concrete', 'teak'],
    weather: 'all-year', priceFactor: 1.2,
    pieces: ['dining-table', 'extending-table', 'side-table', 'coffee-table', 'dining-armchair', 'stacking-chair', 'bar-stool', 'bench-backless'],
    story: {
      de: 'Capri kombiniert schlanke Stahlgestelle mit 12 mm starken Keramikplatten, die hitzebeständig, kratzfest und unempfindlich gegen Rotwein und Olivenöl sind.',
      en: 'Capri combines slim steel frames with 12 mm ceramic tops that are heat-proof, scratch-resistant and unbothered by red wine and olive oil.',
      fr: 'Capri marie des structures fines en acier à des plateaux céramique de 12 mm, résistants à la chaleur, aux rayures, au vin rouge et à l’huile d’olive.',
    },
  },
  {
    key: 'elba', name: 'Elba', code: 'ELB', designer: 'jonas-albrecht', manufacturer: 'gartenwerk', materials: ['aluminium', 'hpl'],
    colours: ['anthracite', 'light-grey', 'moss'], tableSizes: ['160x90', '200x100'], tops: ['hpl-oak', 'ceramic-concrete'],
    weather: 'all-year', priceFactor: 0.85,
    pieces: ['dining-table', 'extending-table', 'stacking-chair', 'bar-stool', 'bench-backless', 'sun-lounger', 'side-table', 'trolley'],
    story: {
      de: 'Elba ist leicht, robust und pflegeleicht: Aluminium mit Platten aus HPL, einem Schichtstoff, der aussieht wie Eiche und sich mit einem feuchten Tuch abwischen lässt.',
      en: 'Elba is light, sturdy and low-maintenance: aluminium with HPL tops, a laminate that looks like oak and wipes clean with a damp cloth.',
      fr: 'Elba est légère, robuste et sans entretien : de l’aluminium avec des plateaux en HPL, un stratifié qui imite le chêne et se nettoie d’un coup d’éponge.',
    },
  },
  {
    key: 'hiddensee', name: 'Hiddensee', code: 'HID', designer: 'ida-lindqvist', manufacturer: 'nordholz', materials: ['teak', 'stainless'],
    colours: ['teak'], tableSizes: ['200x100', '240x100'], weather: 'all-year', priceFactor: 1.25,
    pieces: ['dining-table', 'extending-table', 'bench-backrest', 'bench-backless', 'stacking-chair', 'dining-armchair', 'rocking-chair', 'sun-lounger', 'coffee-table', 'trolley', 'side-table'],
    story: {
      de: 'Hiddensee ist klassisches Teak mit klaren Linien und Beschlägen aus Edelstahl A4, der auch an der Küste nicht anläuft. Tische und Bänke werden in Flensburg verleimt und von Hand geschliffen.',
      en: 'Hiddensee is classic teak with clean lines and A4 stainless-steel fittings that stay bright even on the coast. Tables and benches are glued and hand-sanded in Flensburg.',
      fr: 'Hiddensee, c’est le teck classique aux lignes nettes, avec une quincaillerie inox A4 qui ne ternit pas même en bord de mer. Tables et bancs sont collés et poncés à la main à Flensbourg.',
    },
  },
  {
    key: 'usedom', name: 'Usedom', code: 'USE', designer: 'claire-dubois', manufacturer: 'gartenwerk', materials: ['recycled', 'aluminium'],
    colours: ['navy', 'sage', 'white'], tableSizes: ['160x90', '200x100'], weather: 'all-year', priceFactor: 0.8,
    pieces: ['dining-table', 'stacking-chair', 'dining-armchair', 'bar-stool', 'bench-backrest', 'sun-lounger', 'coffee-table', 'cushion-box', 'side-table'],
    story: {
      de: 'Usedom besteht zu 90 Prozent aus recyceltem Kunststoff, gewonnen aus Fischernetzen und Verpackungen. Das Material ist durchgefärbt – ein Kratzer bleibt unsichtbar – und am Ende seines Lebens wieder recycelbar.',
      en: 'Usedom is 90 per cent recycled plastic recovered from fishing nets and packaging. The material is coloured all the way through – a scratch stays invisible – and can be recycled again at the end of its life.',
      fr: 'Usedom est composée à 90 % de plastique recyclé issu de filets de pêche et d’emballages. La matière est teintée dans la masse – une rayure reste invisible – et se recycle à nouveau en fin de vie.',
    },
  },
  {
    key: 'provence', name: 'Provence', code: 'PRO', designer: 'claire-dubois', manufacturer: 'ferrum', materials: ['steel'],
    colours: ['moss', 'terracotta', 'black', 'white'], weather: 'cover', priceFactor: 0.7,
    pieces: ['dining-table', 'stacking-chair', 'bench-backrest', 'bar-stool', 'side-table'],
    story: {
      de: 'Provence zitiert das französische Bistro: gebogener Stahl, gelochte Sitzflächen, klappbar und so schmal, dass zwei Stühle und ein Tisch auch auf den kleinsten Balkon passen.',
      en: 'Provence borrows from the French bistro: bent steel, perforated seats, folding and so slim that two chairs and a table fit the smallest balcony.',
      fr: 'Provence s’inspire du bistrot : acier cintré, assises perforées, pliant et si fin que deux chaises et une table tiennent sur le plus petit balcon.',
    },
  },
  {
    key: 'fehmarn', name: 'Fehmarn', code: 'FEH', designer: 'ida-lindqvist', manufacturer: 'gartenwerk', materials: ['rope', 'aluminium'],
    colours: ['sand', 'anthracite'], weather: 'all-year', priceFactor: 1.05,
    pieces: ['sofa-3', 'sofa-2', 'lounge-chair', 'hanging-chair', 'coffee-table', 'daybed', 'dining-armchair', 'sun-lounger'],
    story: {
      de: 'Fehmarn spannt weiches Outdoor-Seil über Aluminiumrahmen. Das Seil gibt beim Sitzen leicht nach, trocknet schnell und fühlt sich auch in der Mittagssonne nicht heiß an.',
      en: 'Fehmarn stretches soft outdoor rope over aluminium frames. The rope gives slightly when you sit, dries quickly and never feels hot, even in the midday sun.',
      fr: 'Fehmarn tend une corde outdoor souple sur des cadres en aluminium. La corde cède légèrement sous le poids, sèche vite et ne chauffe pas, même en plein midi.',
    },
  },
  {
    key: 'norderney', name: 'Norderney', code: 'NOR', designer: 'jonas-albrecht', manufacturer: 'nordholz', materials: ['teak', 'aluminium'],
    colours: ['anthracite'], tableSizes: ['200x100', '240x100'], weather: 'all-year', priceFactor: 1.6,
    pieces: ['sofa-3', 'corner-sofa', 'lounge-chair', 'coffee-table', 'dining-table', 'dining-armchair', 'daybed', 'sun-lounger'],
    story: {
      de: 'Norderney ist unsere Premiumlinie: Rahmen aus anthrazitfarbenem Aluminium, Armlehnen und Tischplatten aus ausgesuchtem Teak der Güteklasse A und Polster mit Daunenanteil in wasserabweisendem Inlett.',
      en: 'Norderney is our premium line: anthracite aluminium frames, armrests and tops in hand-picked grade A teak, and cushions with a share of down in a water-repellent inner case.',
      fr: 'Norderney est notre ligne haut de gamme : structures en aluminium anthracite, accoudoirs et plateaux en teck de qualité A, coussins garnis de duvet dans une enveloppe déperlante.',
    },
  },
  {
    key: 'borkum', name: 'Borkum', code: 'BOR', designer: 'jonas-albrecht', manufacturer: 'gartenwerk', materials: ['acacia', 'steel'],
    colours: ['acacia'], weather: 'cover', priceFactor: 0.6,
    pieces: ['dining-table', 'stacking-chair', 'dining-armchair', 'bench-backrest', 'sun-lounger', 'coffee-table', 'sofa-2', 'lounge-chair', 'side-table', 'cushion-box'],
    story: {
      de: 'Borkum ist der günstige Einstieg in Holzmöbel: Akazie auf schwarzem Stahlgestell, mit denselben Edelstahlschrauben und Nivellierfüßen wie unsere teuren Linien.',
      en: 'Borkum is the affordable way into wooden furniture: acacia on a black steel frame, with the same stainless screws and levelling feet as our pricier lines.',
      fr: 'Borkum est l’entrée de gamme en bois : acacia sur piètement en acier noir, avec la même visserie inox et les mêmes vérins que nos lignes plus chères.',
    },
  },
  {
    key: 'juist', name: 'Juist', code: 'JUI', designer: 'jonas-albrecht', manufacturer: 'gartenwerk', materials: ['aluminium', 'textilene'],
    colours: ['white', 'anthracite', 'mustard', 'sage'], tableSizes: ['160x90'], weather: 'all-year', priceFactor: 0.65,
    pieces: ['sun-lounger', 'stacking-chair', 'bar-stool', 'side-table', 'coffee-table', 'dining-table', 'daybed'],
    story: {
      de: 'Juist ist bespannt mit Textilene, einem Gewebe aus ummanteltem Polyester, das Wasser sofort durchlässt und sich ohne Polster bequem anfühlt. Ideal für Pool und Balkon.',
      en: 'Juist is strung with Textilene, a coated polyester mesh that lets water straight through and is comfortable without cushions. Ideal by the pool and on the balcony.',
      fr: 'Juist est tendue de textilène, une toile en polyester enduit qui laisse passer l’eau et reste confortable sans coussin. Idéale au bord de la piscine et sur le balcon.',
    },
  },
]
