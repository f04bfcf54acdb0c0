import type { FurnitureKind } from '../drawings.ts'
import type { L } from './types.ts'

/** A kind of furniture a collection can contain. `name` is the noun used next to the collection. */
export interface PieceDef {
  key: string
  category: string
  kind: FurnitureKind
  name: L
  basePrice: number
  seats?: string
  weight: number
  dims: string
  /** Too large for parcel service: ships by freight forwarder. */
  freight: boolean
  text: L
}

const p = (
  key: string,
  category: string,
  kind: FurnitureKind,
  name: L,
  basePrice: number,
  weight: number,
  dims: string,
  text: L,
  seats?: string,
): PieceDef => ({ key, category, kind, name, basePrice, weight, dims, freight: weight > 30, text, ...(seats ? { seats } : {}) })

export const PIECES: Record<string, PieceDef> = Object.fromEntries(
  [
    p('sofa-3', 'lounge-sofas', 'sofa', { de: 'Lounge-Sofa 3-Sitzer', en: '3-seater lounge sofa', fr: 'Canapé 3 places' }, 1490, 48, '214 × 86 × 74 cm', {
      de: 'Drei tiefe Sitzplätze mit 62 cm Sitztiefe – genug Platz, um die Beine hochzulegen. Rückenkissen und Sitzpolster sind mit Schnellfüllung aus wasserdurchlässigem Schaum gefüllt, der nach einem Schauer in Stunden trocknet.',
      en: 'Three deep seats with a 62 cm seat depth – room enough to put your feet up. Back and seat cushions are filled with open-cell quick-dry foam that lets rain drain through and dries within hours.',
      fr: 'Trois places profondes de 62 cm : de quoi s’installer les jambes repliées. Dossiers et assises sont garnis de mousse à séchage rapide, qui laisse passer l’eau et sèche en quelques heures après l’averse.',
    }, '3'),
    p('sofa-2', 'lounge-sofas', 'sofa', { de: 'Lounge-Sofa 2-Sitzer', en: '2-seater lounge sofa', fr: 'Canapé 2 places' }, 1090, 36, '156 × 86 × 74 cm', {
      de: 'Der Zweisitzer passt auch auf den Balkon und bildet mit einem Sessel und dem passenden Lounge-Tisch eine vollständige Sitzgruppe.',
      en: 'The two-seater fits a balcony too and, with an armchair and the matching coffee table, makes a complete lounge set.',
      fr: 'Le deux-places trouve sa place même sur un balcon et forme, avec un fauteuil et la table basse assortie, un salon complet.',
    }, '2'),
    p('corner-sofa', 'lounge-sofas', 'sofa', { de: 'Ecksofa', en: 'corner sofa', fr: 'Canapé d’angle' }, 2390, 78, '262 × 214 × 74 cm', {
      de: 'Das Ecksofa besteht aus vier Modulen, die sich links oder rechts gestellt verbinden lassen. Verbindungsklammern halten die Module auch auf unebenen Terrassendielen zusammen.',
      en: 'The corner sofa consists of four modules that can be arranged left- or right-handed. Connecting clips hold them together even on uneven decking.',
      fr: 'Le canapé d’angle se compose de quatre modules à disposer à gauche ou à droite. Des clips d’assemblage les maintiennent ensemble même sur une terrasse inégale.',
    }, '6'),
    p('lounge-chair', 'lounge-chairs', 'armchair', { de: 'Lounge-Sessel', en: 'lounge chair', fr: 'Fauteuil lounge' }, 690, 19, '86 × 86 × 74 cm', {
      de: 'Breite Armlehnen, auf denen ein Glas sicher steht, und eine leicht nach hinten geneigte Lehne: ein Sessel zum Lesen bis die Sonne untergeht.',
      en: 'Wide armrests that safely hold a glass and a gently reclined back: a chair for reading until the sun goes down.',
      fr: 'Des accoudoirs larges où poser un verre sans crainte et un dossier légèrement incliné : un fauteuil pour lire jusqu’au coucher du soleil.',
    }, '1'),
    p('ottoman', 'lounge-chairs', 'cushion', { de: 'Hocker', en: 'footstool', fr: 'Repose-pieds' }, 290, 8, '70 × 70 × 38 cm', {
      de: 'Der Hocker ist Fußablage, Extraplatz und mit Tablett auch Beistelltisch. Das Polster ist mit Klettbändern gegen Wegrutschen gesichert.',
      en: 'The footstool is a footrest, an extra seat and, with a tray on top, a side table. Hook-and-loop straps stop the cushion from sliding.',
      fr: 'Le repose-pieds sert d’appui, de siège d’appoint et, avec un plateau, de table basse. Des attaches auto-agrippantes empêchent le coussin de glisser.',
    }, '1'),
    p('hanging-chair', 'lounge-chairs', 'armchair', { de: 'Hängesessel mit Gestell', en: 'hanging chair with stand', fr: 'Fauteuil suspendu avec support' }, 890, 34, '105 × 105 × 195 cm', {
      de: 'Ein Sessel, der leicht schwingt: das Gestell steht frei und braucht weder Decke noch Baum. Das Sitzkissen ist im Preis enthalten.',
      en: 'A chair that sways gently: the stand is free-standing and needs neither a ceiling nor a tree. The seat cushion is included.',
      fr: 'Un fauteuil qui se balance doucement : le support autoportant ne demande ni plafond ni arbre. Le coussin d’assise est fourni.',
    }, '1'),
    p('rocking-chair', 'lounge-chairs', 'armchair', { de: 'Schaukelstuhl', en: 'rocking chair', fr: 'Fauteuil à bascule' }, 590, 14, '68 × 96 × 92 cm', {
      de: 'Die Kufen sind aus einem Stück gebogen und an den Enden abgeflacht, damit der Stuhl auf Dielen nicht kippelt, wenn man aufsteht.',
      en: 'The rockers are bent from a single piece and flattened at the ends so the chair does not tip when you get up.',
      fr: 'Les patins sont cintrés d’une seule pièce et aplatis aux extrémités pour que le fauteuil reste stable quand on se lève.',
    }, '1'),
    p('coffee-table', 'coffee-tables', 'coffee-table', { de: 'Lounge-Tisch', en: 'coffee table', fr: 'Table basse' }, 490, 18, '110 × 65 × 38 cm', {
      de: 'Mit 38 cm genau auf Sitzhöhe der Lounge-Möbel – Tabletts, Bücher und Teekanne stehen in Griffweite.',
      en: 'At 38 cm it sits exactly at lounge seat height – trays, books and the teapot stay within reach.',
      fr: 'À 38 cm, il est exactement à hauteur d’assise du salon : plateaux, livres et théière restent à portée de main.',
    }),
    p('dining-table', 'dining-tables', 'dining-table', { de: 'Esstisch', en: 'dining table', fr: 'Table à manger' }, 1190, 42, '200 × 100 × 75 cm', {
      de: 'Die Beine sitzen weit außen, damit an den Stirnseiten niemand an ein Tischbein stößt. Die Nivellierfüße gleichen bis zu 15 mm Gefälle auf der Terrasse aus.',
      en: 'The legs sit well to the outside so nobody at the ends knocks a knee. Levelling feet compensate for up to 15 mm of slope on the terrace.',
      fr: 'Les pieds sont placés bien à l’extérieur pour que personne ne s’y cogne en bout de table. Des vérins compensent jusqu’à 15 mm de pente sur la terrasse.',
    }, '8'),
    p('extending-table', 'extending-tables', 'dining-table', { de: 'Ausziehtisch', en: 'extending table', fr: 'Table à rallonge' }, 1590, 52, '180–260 × 100 × 75 cm', {
      de: 'Die Einlegeplatte lagert unter der Tischplatte und ist in zwanzig Sekunden eingesetzt – von sechs auf zehn Plätze, ohne Werkzeug.',
      en: 'The extension leaf is stored under the top and goes in within twenty seconds – from six to ten places, without tools.',
      fr: 'L’allonge se range sous le plateau et se met en place en vingt secondes : de six à dix couverts, sans outil.',
    }, '10'),
    p('side-table', 'side-tables', 'side-table', { de: 'Beistelltisch', en: 'side table', fr: 'Table d’appoint' }, 190, 6, 'Ø 50 × 45 cm', {
      de: 'Klein, leicht und standfest: der Beistelltisch wandert vom Sessel zur Liege und hält dank Tellerfuß auch auf Rasen.',
      en: 'Small, light and steady: the side table moves from armchair to lounger and its disc base keeps it upright even on grass.',
      fr: 'Petite, légère et stable : la table d’appoint passe du fauteuil au bain de soleil, et son pied disque la maintient même sur la pelouse.',
    }),
    p('dining-armchair', 'dining-armchairs', 'chair', { de: 'Armlehnstuhl', en: 'dining armchair', fr: 'Fauteuil de table' }, 390, 7, '58 × 60 × 82 cm', {
      de: 'Die Armlehnen enden vor der Tischkante, so lässt sich der Stuhl ganz unter den Tisch schieben. Die Sitzhöhe von 46 cm passt zu allen Gartenwerk-Esstischen.',
      en: 'The armrests stop short of the table edge, so the chair slides right under the table. The 46 cm seat height suits every Gartenwerk dining table.',
      fr: 'Les accoudoirs s’arrêtent avant le bord du plateau : le fauteuil se glisse entièrement sous la table. La hauteur d’assise de 46 cm convient à toutes nos tables.',
    }, '1'),
    p('stacking-chair', 'stacking-chairs', 'chair', { de: 'Stapelstuhl', en: 'stacking chair', fr: 'Chaise empilable' }, 220, 4, '48 × 55 × 84 cm', {
      de: 'Bis zu acht Stühle lassen sich stapeln, ohne dass die Oberfläche verkratzt – Abstandhalter aus Kunststoff an den Beinen verhindern den Kontakt.',
      en: 'Up to eight chairs stack without scratching – plastic spacers on the legs keep the surfaces apart.',
      fr: 'Jusqu’à huit chaises s’empilent sans se rayer : des butées en plastique sur les pieds évitent tout contact.',
    }, '1'),
    p('bar-stool', 'bar-stools', 'bar-stool', { de: 'Barhocker', en: 'bar stool', fr: 'Tabouret de bar' }, 260, 6, '44 × 48 × 100 cm', {
      de: 'Sitzhöhe 76 cm für Theken und Outdoor-Küchen, mit umlaufender Fußstütze, die auch Kinderfüße erreichen.',
      en: 'A 76 cm seat height for counters and outdoor kitchens, with a footrest all the way round that children can reach too.',
      fr: 'Assise à 76 cm pour comptoirs et cuisines d’extérieur, avec un repose-pieds tout autour, à portée aussi des enfants.',
    }, '1'),
    p('sun-lounger', 'sun-loungers', 'lounger', { de: 'Sonnenliege', en: 'sun lounger', fr: 'Bain de soleil' }, 590, 17, '200 × 70 × 35 cm', {
      de: 'Die Rückenlehne rastet in fünf Stufen ein, von aufrecht bis flach. Zwei Räder am Kopfende machen das Umstellen leicht.',
      en: 'The backrest locks into five positions, from upright to flat. Two wheels at the head end make it easy to move.',
      fr: 'Le dossier se règle sur cinq positions, de droit à totalement à plat. Deux roues côté tête facilitent les déplacements.',
    }, '1'),
    p('daybed', 'daybeds', 'daybed', { de: 'Daybed', en: 'daybed', fr: 'Daybed' }, 1890, 62, '210 × 150 × 185 cm', {
      de: 'Liegefläche für zwei, mit Dach und seitlichen Vorhängen, die Wind und neugierige Blicke abhalten. Die Matratze ist 12 cm stark und in drei Teilen abnehmbar.',
      en: 'Room for two, with a canopy and side curtains that keep off wind and curious looks. The 12 cm mattress comes off in three parts.',
      fr: 'Un couchage pour deux, avec toit et rideaux latéraux contre le vent et les regards. Le matelas de 12 cm se retire en trois parties.',
    }, '2'),
    p('bench-backrest', 'benches-with-backrest', 'bench', { de: 'Gartenbank mit Lehne', en: 'garden bench with backrest', fr: 'Banc de jardin avec dossier' }, 690, 28, '150 × 62 × 88 cm', {
      de: 'Die Bank für den Lieblingsplatz im Garten: leicht geneigte Lehne, breite Armlehnen und Sitzlatten mit 8 mm Abstand, durch die Regen abläuft.',
      en: 'The bench for your favourite spot in the garden: a gently sloping back, broad armrests and seat slats 8 mm apart so rain runs off.',
      fr: 'Le banc du coin préféré du jardin : dossier légèrement incliné, larges accoudoirs et lattes espacées de 8 mm pour évacuer la pluie.',
    }, '3'),
    p('bench-backless', 'backless-benches', 'bench', { de: 'Sitzbank ohne Lehne', en: 'backless bench', fr: 'Banc sans dossier' }, 390, 18, '180 × 38 × 46 cm', {
      de: 'Am Esstisch ersetzt die Bank drei Stühle und lässt sich nach dem Essen vollständig unter die Tischplatte schieben.',
      en: 'At the dining table the bench replaces three chairs and slides completely under the top after the meal.',
      fr: 'À table, le banc remplace trois chaises et se range entièrement sous le plateau après le repas.',
    }, '3'),
    p('cushion-box', 'cushion-boxes', 'storage-box', { de: 'Auflagenbox', en: 'cushion box', fr: 'Coffre à coussins' }, 490, 32, '150 × 70 × 64 cm', {
      de: 'Hält die Auflagen eines ganzen Lounge-Sets trocken. Gasdruckfedern halten den Deckel offen, Lüftungsschlitze verhindern Stockflecken.',
      en: 'Keeps the cushions of a whole lounge set dry. Gas struts hold the lid open, ventilation slots prevent mildew.',
      fr: 'Garde au sec les coussins de tout un salon. Des vérins à gaz maintiennent le couvercle ouvert, des fentes d’aération évitent les moisissures.',
    }),
    p('trolley', 'serving-trolleys', 'trolley', { de: 'Servierwagen', en: 'serving trolley', fr: 'Desserte roulante' }, 390, 14, '90 × 48 × 82 cm', {
      de: 'Zwei Ebenen, herausnehmbare Tabletts und gummierte Räder, die auch über Fugen leise rollen – vom Grill zum Tisch in einem Gang.',
      en: 'Two levels, removable trays and rubber-tyred wheels that roll quietly even over joints – from barbecue to table in one trip.',
      fr: 'Deux niveaux, des plateaux amovibles et des roues caoutchoutées qui roulent en silence sur les joints : du barbecue à la table en un seul trajet.',
    }),
  ].map((piece) => [piece.key, piece]),
)
