import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HeapSample } from './heap-probe.ts'

export interface RunningServer {
  origin: string
  port: number
  /** The server process's id (for its CPU time in /proc). */
  pid: number | undefined
  stop: () => Promise<void>
  /** Heap after a full GC (only for servers started with `heapProbe`). */
  heap?: () => Promise<HeapSample>
}

export interface ServerOptions {
  /** Extra environment, e.g. PAGE_CACHE=0 for uncached SSR. */
  env?: Record<string, string>
  /** Start through bench/lib/heap-probe.ts (node --expose-gc, IPC) so the bench can read the heap. */
  heapProbe?: boolean
  timeoutMs?: number
  /** The script node runs instead of server/main.ts (e.g. backend/main.ts, the standalone Store API). */
  entry?: string
  /** What answers once it is up (default: the home page in de-DE); any status below 500 counts. */
  ready?: { path: string; headers: Record<string, string> }
}

const HEAP_PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'heap-probe.ts')
const OWN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Starts the production server (server/main.ts of the checkout `root`, serving its dist/, or for this
 * checkout the build STOREFRONT_DIST names) on `port`
 * with a fresh seeded database in a temp folder, and resolves once the home page answers. `root` may
 * be another checkout (the baseline commit): its own server/main.ts, node_modules and dist/ are used.
 * Rejects with the server's output when it exits early or does not answer within `timeoutMs`
 * (seeding generates images, so allow minutes).
 */
export async function startProductionServer(
  root: string,
  port: number,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 180_000
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gartenwerk-bench-data-'))
  const logPath = path.join(dataDir, 'server.log')
  const log = openSync(logPath, 'a')
  const args = options.heapProbe
    ? ['--expose-gc', '--import', 'tsx', HEAP_PROBE]
    : ['--import', 'tsx', options.entry ?? 'server/main.ts']
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      // STOREFRONT_DIST (another build of this checkout, see bench/run.ts) is this checkout's: a
      // baseline checkout serves its own dist/.
      ...(path.resolve(root) === OWN_ROOT ? {} : { STOREFRONT_DIST: path.join(root, 'dist') }),
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'shop.sqlite'),
      NODE_ENV: 'production',
      ...options.env,
    },
    // Its output (a JSON line per request, as in production) goes to a file, as a log shipper's
    // would: read through a pipe, the bench would spend CPU on the lines beside the server it
    // measures and keep millions of them in memory over a soak.
    stdio: options.heapProbe ? ['ignore', log, log, 'ipc'] : ['ignore', log, log],
  })
  closeSync(log)
  const output = () => readFileSync(logPath, 'utf8').slice(-4000)
  const origin = `http://localhost:${port}`
  const stop = async (): Promise<void> => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const server: RunningServer = { origin, port, pid: child.pid, stop }
  const ready = options.ready ?? { path: '/', headers: { 'accept-language': 'de-DE' } }
  if (options.heapProbe) server.heap = () => readHeap(child)

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server exited with ${child.exitCode} before answering:\n${output()}`)
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}${ready.path}`, {
        headers: ready.headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      })
      await response.arrayBuffer()
      if (response.status < 500) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`server did not answer on port ${port} within ${timeoutMs} ms:\n${output()}`)
}

interface HeapAnswer {
  type: 'heap'
  sample?: HeapSample
  error?: string
}

function readHeap(child: ChildProcess): Promise<HeapSample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage)
      reject(new Error('the heap probe did not answer within 30 s'))
    }, 30_000)
    const onMessage = (message: unknown) => {
      const answer = message as HeapAnswer
      if (answer?.type !== 'heap') return
      clearTimeout(timer)
      child.off('message', onMessage)
      if (answer.sample) resolve(answer.sample)
      else reject(new Error(answer.error ?? 'the heap probe sent no sample'))
    }
    child.on('message', onMessage)
    child.send({ type: 'heap' })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
