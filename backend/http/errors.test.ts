import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { ApiProblem, createErrorHandler, notFoundHandler, problems } from './errors.ts'

function app(log: (m: string, e: unknown) => void) {
  const a = new Hono()
  a.get('/problem', () => {
    throw problems.productNotFound('abc')
  })
  a.get('/many', () => {
    const e = problems.invalidUuid('x', '/ids/0').errors[0]
    throw ApiProblem.many(400, e ? [e, e] : [])
  })
  a.get('/http', () => {
    throw new HTTPException(413, { message: 'too large' })
  })
  a.get('/bug', () => {
    throw new TypeError('secret internals')
  })
  a.notFound(notFoundHandler)
  a.onError(createErrorHandler(log))
  return a
}

describe('error handling', () => {
  it('renders ApiProblem in Shopware error shape', async () => {
    const res = await app(() => {}).request('/problem')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      errors: [
        {
          status: '404',
          code: 'PRODUCT__PRODUCT_NOT_FOUND',
          title: 'Not Found',
          detail: 'Could not find product with id "abc"',
          meta: { parameters: { productId: 'abc' } },
        },
      ],
    })
  })

  it('reports identical entries once', async () => {
    const body = await (await app(() => {}).request('/many')).json()
    expect(body.errors).toHaveLength(1)
  })

  it('keeps client HTTP statuses and hides internal errors behind a logged 500', async () => {
    expect((await app(() => {}).request('/http')).status).toBe(413)
    const logged: unknown[] = []
    const res = await app((_m, e) => logged.push(e)).request('/bug')
    expect(res.status).toBe(500)
    expect(JSON.stringify(await res.json())).not.toContain('secret')
    expect(logged).toHaveLength(1)
  })

  it("answers unknown routes with Shopware's routing 404", async () => {
    const res = await app(() => {}).request('/nope')
    expect(res.status).toBe(404)
    expect((await res.json()).errors[0].detail).toContain('No route found')
  })
})
