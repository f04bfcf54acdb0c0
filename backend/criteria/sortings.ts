import { IDS } from '../lib/ids.ts'

/** Shopware's default product sortings (product_sorting), labels in the three shop languages. */
export interface SortingDef {
  key: string
  priority: number
  /** ORDER BY over the product query's aliases (p = product, s = search match) */
  sql: string
  labels: Record<string, string>
  searchOnly?: boolean
}

export const SORTINGS: SortingDef[] = [
  {
    key: 'score',
    priority: 10,
    sql: 's.tier ASC, s.score ASC, p.sales DESC',
    labels: { de: 'Beste Ergebnisse', en: 'Top results', fr: 'Meilleurs résultats' },
    searchOnly: true,
  },
  {
    key: 'topseller',
    priority: 9,
    sql: 'p.sales DESC',
    labels: { de: 'Topseller', en: 'Topseller', fr: 'Meilleures ventes' },
  },
  {
    key: 'name-asc',
    priority: 6,
    sql: 'name_sort ASC',
    labels: { de: 'Name A-Z', en: 'Name A-Z', fr: 'Nom A-Z' },
  },
  {
    key: 'name-desc',
    priority: 5,
    sql: 'name_sort DESC',
    labels: { de: 'Name Z-A', en: 'Name Z-A', fr: 'Nom Z-A' },
  },
  {
    key: 'price-asc',
    priority: 4,
    sql: 'p.listing_price ASC',
    labels: { de: 'Preis aufsteigend', en: 'Price ascending', fr: 'Prix croissant' },
  },
  {
    key: 'price-desc',
    priority: 3,
    sql: 'p.listing_price DESC',
    labels: { de: 'Preis absteigend', en: 'Price descending', fr: 'Prix décroissant' },
  },
]

function lang(languageId: string): string {
  if (languageId === IDS.languageEn) return 'en'
  if (languageId === IDS.languageFr) return 'fr'
  return 'de'
}

export function availableSortings(languageId: string, search: boolean) {
  return SORTINGS.filter((s) => search || !s.searchOnly).map((s) => {
    const label = s.labels[lang(languageId)] ?? s.key
    return {
      label,
      translated: { label },
      key: s.key,
      priority: s.priority,
      apiAlias: 'product_sorting' as const,
    }
  })
}

export function findSorting(key: string, search: boolean): SortingDef | undefined {
  return SORTINGS.find((s) => s.key === key && (search || !s.searchOnly))
}
