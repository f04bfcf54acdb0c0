/**
 * i18n completeness for `npm test` (`tsx scripts/check-i18n.ts`). `lingui compile --strict` alone only
 * sees the messages already in the catalogs; a message added in code but never extracted would ship
 * as its hashed id. So this extracts the code's messages into a TEMP COPY of locales/ (the committed
 * catalogs stay untouched), fails on messages the committed catalogs lack or do not translate, and
 * then runs `lingui compile --strict` on that copy.
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCALES } from '../src/domain/locale.ts'
import { parsePo } from './lib/po.ts'

/** English is the source language: its msgstr may stay empty (the source text is used). */
const SOURCE_LOCALE = 'en-GB'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const lingui = path.join(root, 'node_modules', '.bin', 'lingui')

function run(args: string[]): void {
  try {
    execFileSync(lingui, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string }
    console.error(`lingui ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`)
    throw new Error(`lingui ${args[0]} failed`)
  }
}

function readCatalog(file: string): Map<string, string> {
  return existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : new Map()
}

/** The catalogs (one .po per catalog in lingui.config.ts) of a locale folder. */
function catalogFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.po'))
        .sort()
    : []
}

function main(): number {
  const work = mkdtempSync(path.join(tmpdir(), 'check-i18n-'))
  // The config must live inside the repository so that it resolves @lingui/* from node_modules.
  const configDir = path.join(root, 'node_modules', '.cache', `check-i18n-${process.pid}`)
  try {
    cpSync(path.join(root, 'locales'), path.join(work, 'locales'), { recursive: true })
    mkdirSync(configDir, { recursive: true })
    const config = path.join(configDir, 'lingui.config.ts')
    writeFileSync(
      config,
      [
        `import base from ${JSON.stringify(path.join(root, 'lingui.config.ts'))}`,
        'export default {',
        '  ...base,',
        `  rootDir: ${JSON.stringify(root)},`,
        '  catalogs: (base.catalogs ?? []).map((catalog) => ({',
        '    ...catalog,',
        `    path: catalog.path.replace('<rootDir>/locales', ${JSON.stringify(path.join(work, 'locales'))}),`,
        '  })),',
        '}',
      ].join('\n'),
    )
    run(['extract', '--config', config, '--clean', '--workers', '1'])

    const problems: string[] = []
    for (const locale of LOCALES) {
      for (const file of catalogFiles(path.join(work, 'locales', locale))) {
        const committed = readCatalog(path.join(root, 'locales', locale, file))
        const extracted = readCatalog(path.join(work, 'locales', locale, file))
        const notExtracted = [...extracted.keys()].filter((id) => !committed.has(id))
        const untranslated = [...extracted].filter(([, text]) => text === '').map(([id]) => id)
        if (notExtracted.length > 0) {
          problems.push(
            `locales/${locale}/${file} lacks ${notExtracted.length} message(s) used in code (run npm run i18n:extract):`,
            ...notExtracted.map((id) => `    ${JSON.stringify(id)}`),
          )
        }
        if (locale !== SOURCE_LOCALE && untranslated.length > 0) {
          problems.push(
            `locales/${locale}/${file} has ${untranslated.length} untranslated message(s):`,
            ...untranslated.map((id) => `    ${JSON.stringify(id)}`),
          )
        }
      }
    }
    if (problems.length > 0) {
      console.error(problems.join('\n'))
      return 1
    }
    run(['compile', '--config', config, '--strict', '--workers', '1'])
    console.log(`check-i18n: ${LOCALES.join(', ')} complete`)
    return 0
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(configDir, { recursive: true, force: true })
  }
}

process.exitCode = main()
