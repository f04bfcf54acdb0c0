import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify', () => {
  it('transliterates German, strips French accents and hyphenates separators', () => {
    expect(slugify('Lounge-Möbel')).toBe('Lounge-Moebel')
    expect(slugify('Kissen & Hüllen')).toBe('Kissen-Huellen')
    expect(slugify('Table d’appoint Provence')).toBe('Table-d-appoint-Provence')
    expect(slugify('Entretien du bois dur — acacia 0,75 l')).toBe('Entretien-du-bois-dur-acacia-0-75-l')
    expect(slugify('Parasol Ø 300 cm')).toBe('Parasol-O-300-cm')
    expect(slugify('  Écru / Größe  ')).toBe('Ecru-Groesse')
  })
})
