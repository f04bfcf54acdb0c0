import { describe, expect, it } from 'vitest'
import { readPersonalData } from './PersonalDataFields.tsx'

function fields(values: Record<string, string>) {
  return (key: string) => values[key] ?? ''
}

const TYPED = {
  salutationId: 'ad165c1faac14407acaa6b3e0d6d0b4c',
  firstName: '  Ada ',
  lastName: ' Lovelace  ',
  company: ' Gartenbau GmbH ',
  vatIds: ' DE123456789 ',
}

describe('readPersonalData', () => {
  it('trims the names and leaves company and VAT ID out of a private account', () => {
    expect(readPersonalData(fields(TYPED), 'private')).toEqual({
      salutationId: TYPED.salutationId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      vatIds: [],
    })
  })

  it('reads company and the one VAT ID of a business account', () => {
    expect(readPersonalData(fields(TYPED), 'business')).toEqual({
      salutationId: TYPED.salutationId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Gartenbau GmbH',
      vatIds: ['DE123456789'],
    })
  })

  it('turns blank choices into null and a blank VAT ID into none', () => {
    expect(
      readPersonalData(fields({ firstName: 'Ada', lastName: 'L', company: '  ', vatIds: '   ' }), 'business'),
    ).toEqual({ salutationId: null, firstName: 'Ada', lastName: 'L', company: null, vatIds: [] })
  })
})
