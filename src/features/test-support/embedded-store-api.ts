// Store API clients against the embedded back end for feature and model tests: one back end per test
// file (closed after the file's tests), anonymous clients, and a logged-in customer's client without
// going through the login form.
import { Database } from '../../../backend/test-support/sqlite.ts'
import { afterAll } from 'vitest'
import { createTestBackend, type TestBackend } from '../../../backend/test-support/backend.ts'
import { createStoreApiClient, type StoreApi } from '../../api/index.ts'

export interface EmbeddedClientOptions {
  /** The `sw-language-id` the client sends; the sales channel's default language when left out. */
  languageId?: string
  /** The `sw-context-token` the client sends; a new context per request when left out. */
  token?: string
}

/** The customer row `customerClient` inserts (ids are 32 hex digits, as the back end's). */
export interface TestCustomer {
  id: string
  customerNumber: string
  firstName: string
  lastName: string
  email: string
}

export interface EmbeddedStoreApi extends TestBackend {
  client(options?: EmbeddedClientOptions): StoreApi
  /**
   * A client whose context belongs to `customer`: the customer row is inserted directly and a fresh
   * context pointed at it, as the account back end does on login.
   */
  customerClient(customer: TestCustomer, options?: Omit<EmbeddedClientOptions, 'token'>): Promise<StoreApi>
}

/** A private embedded back end for this test file, closed after its tests. */
export async function embeddedStoreApi(): Promise<EmbeddedStoreApi> {
  const harness = await createTestBackend()
  const { backend, databasePath } = harness
  afterAll(() => backend.close())

  const client = ({ languageId, token }: EmbeddedClientOptions = {}): StoreApi =>
    createStoreApiClient({
      baseURL: 'http://storefront.test/store-api',
      headers: { 'sw-access-key': backend.accessKey, ...(token ? { 'sw-context-token': token } : {}) },
      languageId: () => languageId,
      fetch: (input, init) => backend.fetch(new Request(input, init)),
    })

  async function customerClient(
    customer: TestCustomer,
    options: Omit<EmbeddedClientOptions, 'token'> = {},
  ): Promise<StoreApi> {
    const response = await backend.fetch(
      new Request('http://storefront.test/store-api/context', {
        headers: { 'sw-access-key': backend.accessKey },
      }),
    )
    const token = response.headers.get('sw-context-token') ?? ''
    const db = new Database(databasePath)
    try {
      const channel = db
        .prepare<[], { id: string; language_id: string; customer_group_id: string }>(
          'SELECT id, language_id, customer_group_id FROM sales_channel LIMIT 1',
        )
        .get()
      if (!channel) throw new Error('no sales channel')
      const { id } = customer
      db.prepare(
        `INSERT INTO customer (id, sales_channel_id, customer_group_id, language_id, customer_number, first_name, last_name,
           email, active, guest, default_billing_address_id, default_shipping_address_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?)`,
      ).run(
        id,
        channel.id,
        channel.customer_group_id,
        channel.language_id,
        customer.customerNumber,
        customer.firstName,
        customer.lastName,
        customer.email,
        id,
        id,
        new Date().toISOString(),
      )
      const row = db
        .prepare<[string], { payload: string }>('SELECT payload FROM sales_channel_context WHERE token = ?')
        .get(token)
      db.prepare('UPDATE sales_channel_context SET payload = ?, customer_id = ? WHERE token = ?').run(
        JSON.stringify({ ...JSON.parse(row?.payload ?? '{}'), customerId: id }),
        id,
        token,
      )
    } finally {
      db.close()
    }
    return client({ ...options, token })
  }

  return { ...harness, client, customerClient }
}
