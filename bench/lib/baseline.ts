/**
 * The baseline commit as a second production build beside the current one, so that every ratio is
 * measured in the same run on the same machine. The checkout lives in
 * os.tmpdir()/gartenwerk-bench-<sha> (exported with `git archive`, so the repository gets no extra
 * worktree entry) and is reused by later runs: a file `.bench-built` records the commit once its
 * dependencies are installed and `npm run build` has finished, so a run that was interrupted half way
 * starts that step again instead of measuring a broken build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface BaselineCheckout {
  /** Full commit id. */
  commit: string
  dir: string
  /** false: an earlier run's (or `--baseline-dir`'s) build was used as it was. */
  built: boolean
  /**
   * How node_modules got there: 'hard links' (same lockfile), 'npm ci --offline', 'npm ci
   * --prefer-offline' (the cache lacked some packages) or 'present'.
   */
  dependencies: string
}

function run(command: string, args: string[], cwd: string, what: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-3000)
    throw new Error(
      `${what} failed (${command} ${args.join(' ')} in ${cwd}, exit ${result.status}):\n${output}`,
    )
  }
  return result.stdout.trim()
}

const MARKER = '.bench-built'

function builtCommit(dir: string): string | undefined {
  const marker = path.join(dir, MARKER)
  if (existsSync(marker)) return readFileSync(marker, 'utf8').trim()
  // A checkout made by hand (e.g. `git worktree add`) counts when its HEAD is the commit and it has a
  // build; its dist/ is trusted as it is.
  if (!existsSync(path.join(dir, 'dist/server/entry-server.js'))) return undefined
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' })
  return head.status === 0 ? head.stdout.trim() : undefined
}

/**
 * Returns a built checkout of `ref`. `dir` overrides the temp folder (an existing build of the same
 * commit, or where to create one). Throws with the failing step's output when it cannot be made.
 */
export function prepareBaseline(
  root: string,
  ref: string,
  dir?: string,
  log = console.log,
): BaselineCheckout {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root, `resolving ${ref}`)
  const target = dir ? path.resolve(dir) : path.join(tmpdir(), `gartenwerk-bench-${commit.slice(0, 12)}`)
  const existing = existsSync(target) ? builtCommit(target) : undefined
  if (existing === commit) {
    log(`baseline ${commit.slice(0, 7)}: reusing the build in ${target}`)
    return { commit, dir: target, built: false, dependencies: 'present' }
  }
  if (existing !== undefined) throw new Error(`${target} holds a build of ${existing}, not of ${commit}`)
  if (!existsSync(path.join(target, 'package.json'))) {
    log(`baseline ${commit.slice(0, 7)}: exporting the commit to ${target}`)
    rmSync(target, { recursive: true, force: true })
    mkdirSync(target, { recursive: true })
    const archive = path.join(target, '.bench-source.tar')
    run('git', ['archive', '--format=tar', '-o', archive, commit], root, 'git archive')
    run('tar', ['-xf', archive], target, 'unpacking the archive')
    rmSync(archive)
  }
  let dependencies = 'present'
  if (!existsSync(path.join(target, 'node_modules/.package-lock.json'))) {
    rmSync(path.join(target, 'node_modules'), { recursive: true, force: true })
    const lock = (folder: string) => readFileSync(path.join(folder, 'package-lock.json'), 'utf8')
    if (lock(root) === lock(target) && existsSync(path.join(root, 'node_modules'))) {
      // Same lockfile: the repository's packages are the baseline's; hard links cost no space.
      log(`baseline ${commit.slice(0, 7)}: same lockfile, hard-linking node_modules`)
      run('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')], root, 'cp -al')
      dependencies = 'hard links'
    } else {
      log(`baseline ${commit.slice(0, 7)}: lockfile differs, npm ci --offline (from the npm cache)`)
      try {
        run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], target, 'npm ci --offline')
        dependencies = 'npm ci --offline'
      } catch (error) {
        // On a fresh machine the cache holds only what this checkout's `npm ci` fetched; packages the
        // baseline's lockfile names and the current one no longer does come from the registry.
        log(`baseline ${commit.slice(0, 7)}: not all in the npm cache, npm ci --prefer-offline`)
        log(error instanceof Error ? error.message.split('\n').slice(-3).join('\n') : String(error))
        rmSync(path.join(target, 'node_modules'), { recursive: true, force: true })
        run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], target, 'npm ci --prefer-offline')
        dependencies = 'npm ci --prefer-offline'
      }
    }
  }
  log(`baseline ${commit.slice(0, 7)}: npm run build (a few minutes)`)
  run('npm', ['run', 'build'], target, 'building the baseline')
  writeFileSync(path.join(target, MARKER), `${commit}\n`)
  return { commit, dir: target, built: true, dependencies }
}
