import type { FurnitureKind } from '../drawings.ts'
import type { L } from './types.ts'

export interface CategoryDef {
  key: string
  name: L
  description?: L
  /** Drawing for the category's teaser/navigation image. */
  kind: FurnitureKind
  colour: string
  children?: CategoryDef[]
}

const leaf = (key: string, name: L, kind: FurnitureKind, colour: string): CategoryDef => ({
  key,
  name,
  kind,
  colour,
})

/** Main navigation: the shop's product range. */
export const MAIN_CATEGORIES: CategoryDef[] = [
  {
    key: 'lounge',
    name: { de: 'Lounge-Möbel', en: 'Lounge furniture', fr: 'Salons de jardin' },
    description: {
      de: 'Tiefe Sitze, wetterfeste Polster und Gestelle, die jahrelang draußen bleiben dürfen: Lounge-Möbel für lange Abende auf der Terrasse.',
      en: 'Deep seats, weatherproof cushions and frames that can stay outside for years: lounge furniture for long evenings on the terrace.',
      fr: 'Assises profondes, coussins résistants aux intempéries et structures faites pour rester dehors : des salons de jardin pour les longues soirées en terrasse.',
    },
    kind: 'sofa',
    colour: '#8b7d6b',
    children: [
      leaf(
        'lounge-sofas',
        { de: 'Lounge-Sofas', en: 'Lounge sofas', fr: 'Canapés de jardin' },
        'sofa',
        '#8b7d6b',
      ),
      leaf(
        'lounge-chairs',
        { de: 'Lounge-Sessel', en: 'Lounge chairs', fr: 'Fauteuils lounge' },
        'armchair',
        '#9caf88',
      ),
      leaf(
        'coffee-tables',
        { de: 'Lounge-Tische', en: 'Coffee tables', fr: 'Tables basses' },
        'coffee-table',
        '#b07a45',
      ),
    ],
  },
  {
    key: 'tables',
    name: { de: 'Gartentische', en: 'Garden tables', fr: 'Tables de jardin' },
    description: {
      de: 'Vom Bistrotisch für zwei bis zur Tafel für zehn: Gartentische aus Teak, Akazie, Keramik und Aluminium.',
      en: 'From a bistro table for two to a table for ten: garden tables in teak, acacia, ceramic and aluminium.',
      fr: 'De la table bistrot pour deux à la grande tablée pour dix : tables de jardin en teck, acacia, céramique et aluminium.',
    },
    kind: 'dining-table',
    colour: '#b07a45',
    children: [
      leaf(
        'dining-tables',
        { de: 'Esstische', en: 'Dining tables', fr: 'Tables à manger' },
        'dining-table',
        '#b07a45',
      ),
      leaf(
        'extending-tables',
        { de: 'Ausziehtische', en: 'Extending tables', fr: 'Tables à rallonge' },
        'dining-table',
        '#3b3f42',
      ),
      leaf(
        'side-tables',
        { de: 'Beistelltische', en: 'Side tables', fr: "Tables d'appoint" },
        'side-table',
        '#c0673f',
      ),
    ],
  },
  {
    key: 'chairs',
    name: { de: 'Gartenstühle', en: 'Garden chairs', fr: 'Chaises de jardin' },
    description: {
      de: 'Stühle, auf denen man nach dem Essen gern sitzen bleibt – stapelbar, mit Armlehnen oder am Tresen.',
      en: 'Chairs you happily stay in after dinner – stackable, with armrests or at the bar.',
      fr: 'Des chaises où l’on reste volontiers après le repas – empilables, avec accoudoirs ou au bar.',
    },
    kind: 'chair',
    colour: '#3b3f42',
    children: [
      leaf(
        'dining-armchairs',
        { de: 'Armlehnstühle', en: 'Dining armchairs', fr: 'Fauteuils de table' },
        'chair',
        '#b07a45',
      ),
      leaf(
        'stacking-chairs',
        { de: 'Stapelstühle', en: 'Stacking chairs', fr: 'Chaises empilables' },
        'chair',
        '#9caf88',
      ),
      leaf(
        'bar-stools',
        { de: 'Barhocker', en: 'Bar stools', fr: 'Tabourets de bar' },
        'bar-stool',
        '#1f1f1f',
      ),
    ],
  },
  {
    key: 'loungers',
    name: { de: 'Liegen & Daybeds', en: 'Loungers & daybeds', fr: 'Bains de soleil & daybeds' },
    description: {
      de: 'Verstellbare Sonnenliegen und großzügige Daybeds für den Mittagsschlaf im Schatten.',
      en: 'Adjustable sun loungers and generous daybeds for a nap in the shade.',
      fr: 'Bains de soleil réglables et daybeds généreux pour la sieste à l’ombre.',
    },
    kind: 'lounger',
    colour: '#d8c7a6',
    children: [
      leaf(
        'sun-loungers',
        { de: 'Sonnenliegen', en: 'Sun loungers', fr: 'Bains de soleil' },
        'lounger',
        '#d8c7a6',
      ),
      leaf('daybeds', { de: 'Daybeds', en: 'Daybeds', fr: 'Lits de jardin' }, 'daybed', '#8b7d6b'),
    ],
  },
  {
    key: 'parasols',
    name: { de: 'Sonnenschirme', en: 'Parasols', fr: 'Parasols' },
    description: {
      de: 'Schatten mit UV-Schutz 50+: Mittelmast- und Ampelschirme mit passenden Schirmständern.',
      en: 'Shade with UPF 50+: centre-pole and cantilever parasols with matching bases.',
      fr: 'De l’ombre avec protection UV 50+ : parasols à mât central et parasols déportés, avec leurs pieds.',
    },
    kind: 'parasol',
    colour: '#efe6d2',
    children: [
      leaf(
        'centre-pole-parasols',
        { de: 'Mittelmastschirme', en: 'Centre-pole parasols', fr: 'Parasols à mât central' },
        'parasol',
        '#efe6d2',
      ),
      leaf(
        'cantilever-parasols',
        { de: 'Ampelschirme', en: 'Cantilever parasols', fr: 'Parasols déportés' },
        'cantilever-parasol',
        '#8b7d6b',
      ),
      leaf(
        'parasol-bases',
        { de: 'Schirmständer', en: 'Parasol bases', fr: 'Pieds de parasol' },
        'parasol-base',
        '#b8b8b3',
      ),
    ],
  },
  {
    key: 'benches',
    name: { de: 'Gartenbänke', en: 'Garden benches', fr: 'Bancs de jardin' },
    description: {
      de: 'Bänke für den Platz unter dem Apfelbaum, an der Hauswand oder am langen Tisch.',
      en: 'Benches for the spot under the apple tree, against the house wall or at the long table.',
      fr: 'Des bancs pour l’ombre du pommier, le long du mur ou autour de la grande table.',
    },
    kind: 'bench',
    colour: '#b07a45',
    children: [
      leaf(
        'benches-with-backrest',
        { de: 'Bänke mit Lehne', en: 'Benches with backrest', fr: 'Bancs avec dossier' },
        'bench',
        '#b07a45',
      ),
      leaf(
        'backless-benches',
        { de: 'Bänke ohne Lehne', en: 'Backless benches', fr: 'Bancs sans dossier' },
        'bench',
        '#3b3f42',
      ),
    ],
  },
  {
    key: 'storage',
    name: { de: 'Aufbewahrung', en: 'Storage', fr: 'Rangement' },
    description: {
      de: 'Trocken verstaut über den Winter: Auflagenboxen und Servierwagen, die selbst gut aussehen.',
      en: 'Kept dry through winter: cushion boxes and serving trolleys that look good in their own right.',
      fr: 'Au sec pendant l’hiver : coffres à coussins et dessertes qui ont fière allure.',
    },
    kind: 'storage-box',
    colour: '#8a5a3b',
    children: [
      leaf(
        'cushion-boxes',
        { de: 'Auflagenboxen', en: 'Cushion boxes', fr: 'Coffres à coussins' },
        'storage-box',
        '#8a5a3b',
      ),
      leaf(
        'serving-trolleys',
        { de: 'Servierwagen', en: 'Serving trolleys', fr: 'Dessertes' },
        'trolley',
        '#3b3f42',
      ),
    ],
  },
  {
    key: 'cushions',
    name: { de: 'Kissen & Hüllen', en: 'Cushions & covers', fr: 'Coussins & housses' },
    description: {
      de: 'Auflagen aus lichtechtem Polyacryl und atmungsaktive Schutzhüllen, passend zu unseren Kollektionen.',
      en: 'Seat pads in fade-resistant acrylic and breathable covers, made to fit our collections.',
      fr: 'Galettes en acrylique grand teint et housses respirantes, taillées pour nos collections.',
    },
    kind: 'cushion',
    colour: '#9caf88',
    children: [
      leaf(
        'seat-cushions',
        { de: 'Auflagen & Kissen', en: 'Seat pads & cushions', fr: 'Galettes & coussins' },
        'cushion',
        '#9caf88',
      ),
      leaf(
        'protective-covers',
        { de: 'Schutzhüllen', en: 'Protective covers', fr: 'Housses de protection' },
        'cover',
        '#3b3f42',
      ),
    ],
  },
  {
    key: 'care',
    name: { de: 'Pflege', en: 'Care', fr: 'Entretien' },
    description: {
      de: 'Öle, Reiniger und unser Pflege-Ratgeber: damit Holz, Metall und Stoff viele Sommer schön bleiben.',
      en: 'Oils, cleaners and our care guide: so wood, metal and fabric stay beautiful for many summers.',
      fr: 'Huiles, nettoyants et notre guide d’entretien : pour que bois, métal et tissu restent beaux de longs étés.',
    },
    kind: 'care-bottle',
    colour: '#4f6b46',
    children: [
      leaf(
        'wood-care',
        { de: 'Holzpflege', en: 'Wood care', fr: 'Entretien du bois' },
        'care-bottle',
        '#b07a45',
      ),
      leaf(
        'fabric-metal-care',
        { de: 'Textil- & Metallpflege', en: 'Fabric & metal care', fr: 'Entretien textile & métal' },
        'care-bottle',
        '#2c3e5c',
      ),
      leaf('guides', { de: 'Ratgeber', en: 'Guides', fr: 'Guides' }, 'guide', '#4f6b46'),
    ],
  },
]
