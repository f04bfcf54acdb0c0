// The customer's address book and the countries (with states) its forms offer.

import type { AccountCountry, AddressInput, CustomerAddress } from '../../domain/customer.ts'
import { addressBody, mapAccountCountry, mapCustomerAddress } from '../mappers/customer.ts'
import type { WireResponse } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface AddressResource {
  list(): Promise<CustomerAddress[]>
  create(address: AddressInput): Promise<CustomerAddress>
  update(id: string, address: AddressInput): Promise<CustomerAddress>
  remove(id: string): Promise<void>
  setDefaultBilling(id: string): Promise<void>
  setDefaultShipping(id: string): Promise<void>
  /** Active countries of the sales channel with their states, in display order. */
  countries(): Promise<AccountCountry[]>
}

const ADDRESS_CRITERIA = { associations: { country: {}, countryState: {}, salutation: {} }, limit: 100 }

export function createAddressResource({ http }: ResourceContext): AddressResource {
  const id = (value: string) => encodeURIComponent(value)
  return {
    async list() {
      const { data } = await http.post<WireResponse<'listAddress post /account/list-address'>>(
        '/account/list-address',
        ADDRESS_CRITERIA,
      )
      return (data.elements ?? []).map(mapCustomerAddress)
    },
    async create(address) {
      const { data } = await http.post<WireResponse<'createCustomerAddress post /account/address'>>(
        '/account/address',
        addressBody(address),
      )
      return mapCustomerAddress(data)
    },
    async update(addressId, address) {
      const { data } = await http.patch<
        WireResponse<'updateCustomerAddress patch /account/address/{addressId}'>
      >(`/account/address/${id(addressId)}`, addressBody(address))
      return mapCustomerAddress(data)
    },
    async remove(addressId) {
      await http.delete(`/account/address/${id(addressId)}`)
    },
    async setDefaultBilling(addressId) {
      await http.patch(`/account/address/default-billing/${id(addressId)}`)
    },
    async setDefaultShipping(addressId) {
      await http.patch(`/account/address/default-shipping/${id(addressId)}`)
    },
    async countries() {
      const { data } = await http.post<WireResponse<'readCountry post /country'>>('/country', {
        associations: { states: {} },
        limit: 100,
      })
      return (data.elements ?? [])
        .filter((country) => country.active !== false)
        .map(mapAccountCountry)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    },
  }
}
