import { describe, expect, it } from 'vitest'
import {
  type CmsEntity,
  resolveEntityValue,
  resolveEntityValueToString,
  resolvePlaceholders,
} from './cms-mapped.ts'

const category: CmsEntity = {
  name: 'category',
  value: {
    id: 'c1',
    name: 'Gartenstühle',
    description: null,
    media: { id: 'm1', url: '/media/a.webp', apiAlias: 'media' },
    translated: { name: 'Gartenstühle', description: '<p>Stühle für draußen</p>' },
  },
}
const product: CmsEntity = {
  name: 'product',
  value: { name: 'Amrum', stock: 7, cover: { media: { id: 'm2' } }, translated: { name: 'Amrum' } },
}
const landing: CmsEntity = { name: 'landing_page', value: { name: 'Sale', translated: { name: 'Sale' } } }

describe('resolveEntityValue', () => {
  it('skips a first part naming the entity and falls back to the translation', () => {
    expect(resolveEntityValue(category, 'category.description')).toBe('<p>Stühle für draußen</p>')
    expect(resolveEntityValue(category, 'description')).toBe('<p>Stühle für draußen</p>')
    expect(resolveEntityValue(product, 'product.cover.media')).toEqual({ id: 'm2' })
    expect(resolveEntityValue(landing, 'landingPage.name')).toBe('Sale')
  })

  it('resolves an unknown or foreign path to nothing, never to the key', () => {
    expect(resolveEntityValue(category, 'category.nonsense')).toBeNull()
    expect(resolveEntityValue(product, 'category.description')).toBeNull()
    expect(resolveEntityValue(null, 'product.name')).toBeNull()
    expect(resolveEntityValueToString(category, 'category.media')).toBe('')
    expect(resolveEntityValueToString(product, 'product.stock')).toBe('7')
  })
})

describe('resolvePlaceholders', () => {
  it('replaces {{ }} with the entity value and unknown ones with nothing', () => {
    expect(
      resolvePlaceholders(product, '<p>{{ product.name }} ({{product.stock}}) {{ product.nope }}.</p>'),
    ).toBe('<p>Amrum (7) .</p>')
  })

  it('leaves static text of a page without an entity untouched', () => {
    expect(resolvePlaceholders(null, '{{ product.name }}')).toBe('{{ product.name }}')
  })
})
