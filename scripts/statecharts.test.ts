import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHARTED_MACHINES, renderStatecharts } from './statecharts.ts'

describe('statechart docs', () => {
  it('docs/statecharts.md matches the machine definitions (regenerate with `npx tsx scripts/statecharts.ts`)', () => {
    const onDisk = readFileSync(new URL('../docs/statecharts.md', import.meta.url), 'utf8')
    expect(onDisk).toBe(renderStatecharts())
  })

  it('draws every state of every charted machine', () => {
    const rendered = renderStatecharts()
    for (const { machine } of CHARTED_MACHINES) {
      const ids: string[] = []
      const walk = (node: typeof machine.root) => {
        for (const child of Object.values(node.states)) {
          ids.push(child.id.replace(/[^A-Za-z0-9_]/g, '_'))
          walk(child)
        }
      }
      walk(machine.root)
      for (const id of ids) expect(rendered).toContain(id)
    }
  })
})
