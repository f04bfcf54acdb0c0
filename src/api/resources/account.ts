// Customer login and logout. Both answer with a new context token (picked up by the client's
// onContextToken); the session machine re-reads the context afterwards. Registration and the
// account area belong to the accounts issue.

import type { WireBody, WireResponse } from '../wire.ts'
import type { ResourceContext } from './shared.ts'

export interface AccountResource {
  login(credentials: { username: string; password: string }): Promise<void>
  logout(): Promise<void>
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
  }
}
