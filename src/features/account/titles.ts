import { msg } from '@lingui/core/macro'

export const TITLES = {
  login: msg`Log in`,
  register: msg`Create an account`,
  confirm: msg`Confirm registration`,
  overview: msg`Overview`,
  orders: msg`Orders`,
  order: msg`Order`,
  documents: msg`Documents`,
  downloads: msg`Downloads`,
  addresses: msg`Addresses`,
  payment: msg`Payment method`,
  profile: msg`Personal data`,
  recover: msg`Password recovery`,
  reset: msg`Set a new password`,
} as const
