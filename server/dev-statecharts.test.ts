// The book's development route: served from the machine definitions on request, and absent from
// the production server.

import { describe, expect, it } from 'vitest'
import { renderBook } from '../scripts/statecharts/book.ts'
import { answerStatechartBook } from './dev-statecharts.ts'

const load = async () => ({ renderBook })

describe('the statechart book in development (/_dev/statecharts/)', () => {
  it('serves the index and every machine page, generated on request', async () => {
    const index = await answerStatechartBook('GET', '/_dev/statecharts/', load)
    expect(index?.status).toBe(200)
    expect(index?.headers['content-type']).toContain('text/html')
    expect(index?.body).toContain('<h1>Statechart book</h1>')
    const checkout = await answerStatechartBook('GET', '/_dev/statecharts/checkout.html?x=1', load)
    expect(checkout?.body).toContain('data-state="checkout.placing"')
  })

  it('redirects to the folder, refuses other methods and unknown pages, and leaves other paths alone', async () => {
    expect(await answerStatechartBook('GET', '/_dev/statecharts', load)).toMatchObject({
      status: 308,
      headers: { location: '/_dev/statecharts/' },
    })
    expect((await answerStatechartBook('POST', '/_dev/statecharts/', load))?.status).toBe(405)
    expect((await answerStatechartBook('GET', '/_dev/statecharts/nope.html', load))?.status).toBe(404)
    expect(await answerStatechartBook('GET', '/_dev/statechartsx', load)).toBeNull()
    expect(await answerStatechartBook('GET', '/checkout', load)).toBeNull()
  })

  it('says why when the machines do not load', async () => {
    const broken = async () => ({
      renderBook: (): Map<string, string> => {
        throw new Error('cart.machine.ts: syntax error')
      },
    })
    const answer = await answerStatechartBook('GET', '/_dev/statecharts/', broken)
    expect(answer?.status).toBe(500)
    expect(answer?.body).toContain('syntax error')
  })
})

describe('the statechart book in production', () => {
  it('is not part of the production server: only the development entry imports it', async () => {
    const { readFileSync } = await import('node:fs')
    for (const file of ['main.ts', 'app.ts']) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
      expect(source, file).not.toContain('dev-statecharts')
    }
    expect(readFileSync(new URL('./dev.ts', import.meta.url), 'utf8')).toContain('dev-statecharts')
  })
})
