import { describe, expect, it } from 'vitest'
import type { Order, OrderDocument } from './customer.ts'
import {
  documentEntries,
  documentHref,
  downloadEntries,
  downloadHref,
  hasLockedDownloads,
} from './order-files.ts'

const doc = (id: string, technicalName: string): OrderDocument => ({
  id,
  number: '1001',
  type: technicalName,
  technicalName,
  createdAt: null,
  deepLinkCode: `code-${id}`,
  fileType: 'pdf',
})

function order(id: string, orderDate: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    orderNumber: `N-${id}`,
    orderDate,
    status: 'open',
    statusName: 'Open',
    amountTotal: 10,
    shippingTotal: 0,
    currencyIsoCode: 'EUR',
    paymentMethodName: null,
    paymentState: 'unpaid',
    transactionState: 'open',
    lines: [],
    billingAddress: null,
    shippingAddress: null,
    documents: [],
    ...overrides,
  }
}

const line = (id: string, granted: boolean[]) => ({
  id,
  label: `Guide ${id}`,
  quantity: 1,
  unitPrice: 5,
  totalPrice: 5,
  downloads: granted.map((accessGranted, i) => ({
    id: `${id}-d${i}`,
    fileName: 'guide',
    fileExtension: 'pdf',
    accessGranted,
  })),
})

describe('order files', () => {
  const older = order('a', '2026-01-01T10:00:00Z', {
    documents: [doc('inv-a', 'invoice'), doc('dn-a', 'delivery_note')],
    lines: [line('a1', [true])],
    paymentState: 'paid',
  })
  const newer = order('b', '2026-03-01T10:00:00Z', {
    documents: [doc('inv-b', 'invoice')],
    lines: [line('b1', [false, false]), line('b2', [])],
  })

  it('lists the documents of every order, newest order first, keeping the order within one', () => {
    expect(documentEntries([older, newer]).map((e) => [e.orderNumber, e.document.id])).toEqual([
      ['N-b', 'inv-b'],
      ['N-a', 'inv-a'],
      ['N-a', 'dn-a'],
    ])
  })

  it('lists every purchased file with its product, locked ones included', () => {
    const entries = downloadEntries([older, newer])
    expect(entries.map((e) => [e.orderNumber, e.label, e.download.accessGranted])).toEqual([
      ['N-b', 'Guide b1', false],
      ['N-b', 'Guide b1', false],
      ['N-a', 'Guide a1', true],
    ])
  })

  it('knows which orders still lock files', () => {
    expect(hasLockedDownloads(newer)).toBe(true)
    expect(hasLockedDownloads(older)).toBe(false)
    expect(hasLockedDownloads(order('c', '2026-01-01T00:00:00Z'))).toBe(false)
  })

  it('addresses the files through the same-origin Store API', () => {
    expect(documentHref(doc('inv-a', 'invoice'))).toBe('/store-api/document/download/inv-a/code-inv-a')
    expect(documentHref({ ...doc('x', 'invoice'), deepLinkCode: 'a/b?c' })).toBe(
      '/store-api/document/download/x/a%2Fb%3Fc',
    )
    expect(downloadHref('o1', { id: 'd1', fileName: 'f', fileExtension: 'pdf', accessGranted: true })).toBe(
      '/store-api/order/download/o1/d1',
    )
  })
})
