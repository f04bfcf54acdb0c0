// The customer's address book and the countries (with states) its forms offer.

import type { AccountCountry, AddressInput, CustomerAddress } from '../../domain/customer.ts'
import { addressBody, mapAccountCountry, mapCustomerAddress } from '../mappers/customer.ts'
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

export function createAddressResource({ invoke }: ResourceContext): AddressResource {
  return {
    async list() {
      const { data } = await invoke('listAddress post /account/list-address', { body: ADDRESS_CRITERIA })
      return (data.elements ?? []).map(mapCustomerAddress)
    },
    async create(address) {
      const { data } = await invoke('createCustomerAddress post /account/address', {
        body: addressBody(address),
      })
      return mapCustomerAddress(data)
    },
    async update(addressId, address) {
      const { data } = await invoke('updateCustomerAddress patch /account/address/{addressId}', {
        pathParams: { addressId },
        body: addressBody(address),
      })
      return mapCustomerAddress(data)
    },
    async remove(addressId) {
      await invoke('deleteCustomerAddress delete /account/address/{addressId}', { pathParams: { addressId } })
    },
    async setDefaultBilling(addressId) {
      await invoke('defaultBillingAddress patch /account/address/default-billing/{addressId}', {
        pathParams: { addressId },
      })
    },
    async setDefaultShipping(addressId) {
      await invoke('defaultShippingAddress patch /account/address/default-shipping/{addressId}', {
        pathParams: { addressId },
      })
    },
    async countries() {
      const { data } = await invoke('readCountry post /country', {
        body: { associations: { states: {} }, limit: 100 },
      })
      return (data.elements ?? [])
        .filter((country) => country.active !== false)
        .map(mapAccountCountry)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    },
  }
}
