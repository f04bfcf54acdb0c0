import { describe, expect, it } from 'vitest'
import { postalLines } from './address.ts'

describe('postalLines', () => {
  it('writes every part of an order address: additional lines after the street, the state before the country', () => {
    expect(
      postalLines({
        company: 'Gartenwerk GmbH',
        department: 'Einkauf',
        firstName: 'Anna',
        lastName: 'Lindner',
        street: 'Gartenstraße 12',
        additionalAddressLine1: 'Hinterhaus',
        additionalAddressLine2: '2. OG',
        zipcode: '80331',
        city: 'München',
        countryStateName: 'Bayern',
        countryName: 'Deutschland',
      }),
    ).toEqual([
      'Gartenwerk GmbH',
      'Einkauf',
      'Anna Lindner',
      'Gartenstraße 12',
      'Hinterhaus',
      '2. OG',
      '80331 München',
      'Bayern, Deutschland',
    ])
  })

  it('leaves out what an address does not have', () => {
    expect(
      postalLines({
        company: null,
        firstName: 'Rita',
        lastName: 'Roth',
        street: 'Lindenallee 5',
        additionalAddressLine1: ' ',
        zipcode: null,
        city: 'Dublin',
        countryName: 'Ireland',
      }),
    ).toEqual(['Rita Roth', 'Lindenallee 5', 'Dublin', 'Ireland'])
  })
})
