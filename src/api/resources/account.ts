// Customer accounts: login, logout, registration with double opt-in, password recovery, the
// customer read and the profile changes. Login, logout and confirmation answer with a new context
// token (picked up by the client's onContextToken); callers re-read the context afterwards.

import type {
  CustomerProfile,
  EmailChangeInput,
  PasswordChangeInput,
  ProfileInput,
  RegistrationInput,
} from '../../domain/customer.ts'
import { addressBody, mapCustomerProfile } from '../mappers/customer.ts'
import type { Schemas, WireBody } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface AccountResource {
  login(credentials: { username: string; password: string }): Promise<void>
  logout(): Promise<void>
  register(registration: RegistrationInput): Promise<CustomerProfile>
  confirmRegistration(confirmation: { em: string; hash: string }): Promise<void>
  customer(): Promise<CustomerProfile>
  changeProfile(profile: ProfileInput): Promise<void>
  changeEmail(change: EmailChangeInput): Promise<void>
  changePassword(change: PasswordChangeInput): Promise<void>
  changePaymentMethod(paymentMethodId: string): Promise<void>
  recoverPassword(request: { email: string; storefrontUrl: string }): Promise<void>
  resetPassword(reset: { hash: string; newPassword: string; newPasswordConfirm: string }): Promise<void>
}

type RegisterBody = WireBody<'register post /account/register'>
type ChangeProfileBody = WireBody<'changeProfile post /account/change-profile'>

function registerBody(input: RegistrationInput): RegisterBody {
  const billing: Schemas['CustomerAddress'] = {
    // The schema marks read-only fields as required; Shopware ignores them in requests.
    id: '',
    customerId: '',
    firstName: input.firstName,
    lastName: input.lastName,
    street: input.billingAddress.street,
    zipcode: input.billingAddress.zipcode,
    city: input.billingAddress.city,
    countryId: input.billingAddress.countryId,
    ...(input.billingAddress.countryStateId ? { countryStateId: input.billingAddress.countryStateId } : {}),
    ...(input.billingAddress.additionalAddressLine1
      ? { additionalAddressLine1: input.billingAddress.additionalAddressLine1 }
      : {}),
    ...(input.billingAddress.phoneNumber ? { phoneNumber: input.billingAddress.phoneNumber } : {}),
    ...(input.salutationId ? { salutationId: input.salutationId } : {}),
    ...(input.accountType === 'business' && input.company ? { company: input.company } : {}),
  }
  const { id: _billingId, customerId: _billingCustomer, ...billingAddress } = billing
  const common = {
    guest: input.guest,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    password: input.password ?? '',
    acceptedDataProtection: input.acceptedDataProtection,
    storefrontUrl: input.storefrontUrl,
    billingAddress: billingAddress as Schemas['CustomerAddress'],
    ...(input.salutationId ? { salutationId: input.salutationId } : {}),
    ...(input.shippingAddress
      ? { shippingAddress: addressBody(input.shippingAddress) as Schemas['CustomerAddress'] }
      : {}),
  }
  if (input.accountType === 'business') {
    const [first = '', ...rest] = input.vatIds
    return { ...common, accountType: 'business', company: input.company ?? '', vatIds: [first, ...rest] }
  }
  return { ...common, accountType: 'private' }
}

function profileBody(profile: ProfileInput): ChangeProfileBody {
  const common = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.salutationId ? { salutationId: profile.salutationId } : {}),
    ...(profile.title ? { title: profile.title } : {}),
  }
  if (profile.accountType === 'business') {
    const [first = '', ...rest] = profile.vatIds
    return { ...common, accountType: 'business', company: profile.company ?? '', vatIds: [first, ...rest] }
  }
  return { ...common, accountType: 'private' }
}

export function createAccountResource({ invoke }: ResourceContext): AccountResource {
  return {
    async login({ username, password }) {
      await invoke('loginCustomer post /account/login', { body: { username, password } })
    },
    async logout() {
      await invoke('logoutCustomer post /account/logout')
    },
    async register(registration) {
      const { data } = await invoke('register post /account/register', { body: registerBody(registration) })
      return mapCustomerProfile(data)
    },
    async confirmRegistration({ em, hash }) {
      await invoke('registerConfirm post /account/register-confirm', { body: { em, hash } })
    },
    async customer() {
      const { data } = await invoke('readCustomer post /account/customer', { body: {} })
      return mapCustomerProfile(data)
    },
    async changeProfile(profile) {
      await invoke('changeProfile post /account/change-profile', { body: profileBody(profile) })
    },
    async changeEmail(change) {
      await invoke('changeEmail post /account/change-email', { body: change })
    },
    async changePassword(change) {
      await invoke('changePassword post /account/change-password', { body: change })
    },
    async changePaymentMethod(paymentMethodId) {
      await invoke('changePaymentMethod post /account/change-payment-method/{paymentMethodId}', {
        pathParams: { paymentMethodId },
      })
    },
    async recoverPassword(request) {
      await invoke('sendRecoveryMail post /account/recovery-password', { body: request })
    },
    async resetPassword(reset) {
      await invoke('recoveryPassword post /account/recovery-password-confirm', { body: reset })
    },
  }
}
