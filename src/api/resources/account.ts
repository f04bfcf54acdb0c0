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
import type { Schemas, WireBody, WireResponse } from '../wire.ts'
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

export function createAccountResource({ http }: ResourceContext): AccountResource {
  return {
    async login({ username, password }) {
      const body: WireBody<'loginCustomer post /account/login'> = { username, password }
      await http.post<WireResponse<'loginCustomer post /account/login'>>('/account/login', body)
    },
    async logout() {
      await http.post<WireResponse<'logoutCustomer post /account/logout'>>('/account/logout')
    },
    async register(registration) {
      const { data } = await http.post<WireResponse<'register post /account/register'>>(
        '/account/register',
        registerBody(registration),
      )
      return mapCustomerProfile(data)
    },
    async confirmRegistration({ em, hash }) {
      const body: WireBody<'registerConfirm post /account/register-confirm'> = { em, hash }
      await http.post('/account/register-confirm', body)
    },
    async customer() {
      const { data } = await http.post<WireResponse<'readCustomer post /account/customer'>>(
        '/account/customer',
        {},
      )
      return mapCustomerProfile(data)
    },
    async changeProfile(profile) {
      await http.post('/account/change-profile', profileBody(profile))
    },
    async changeEmail(change) {
      const body: WireBody<'changeEmail post /account/change-email'> = change
      await http.post('/account/change-email', body)
    },
    async changePassword(change) {
      const body: WireBody<'changePassword post /account/change-password'> = change
      await http.post('/account/change-password', body)
    },
    async changePaymentMethod(paymentMethodId) {
      await http.post(`/account/change-payment-method/${encodeURIComponent(paymentMethodId)}`)
    },
    async recoverPassword(request) {
      const body: WireBody<'sendRecoveryMail post /account/recovery-password'> = request
      await http.post('/account/recovery-password', body)
    },
    async resetPassword(reset) {
      const body: WireBody<'recoveryPassword post /account/recovery-password-confirm'> = reset
      await http.post('/account/recovery-password-confirm', body)
    },
  }
}
