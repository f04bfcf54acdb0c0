import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface RunningServer {
  origin: string
  stop: () => Promise<void>
}

/**
 * Starts the production server (server/main.ts serving dist/) on `port` with a fresh seeded database
 * in a temp folder, and resolves once the home page answers. Rejects with the server's output when it
 * exits early or does not answer within `timeoutMs` (seeding generates images, so allow minutes).
 */
export async function startProductionServer(
  root: string,
  port: number,
  timeoutMs = 180_000,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gartenwerk-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: path.join(dataDir, 'shop.sqlite'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://localhost:${port}`
  const stop = async (): Promise<void> => {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server exited with ${child.exitCode} before answering:\n${output.slice(-4000)}`)
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'accept-language': 'de-DE' },
        redirect: 'manual',
        signal: AbortSignal.timeout(5_000),
      })
      if (response.status < 500) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`server did not answer on port ${port} within ${timeoutMs} ms:\n${output.slice(-4000)}`)
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
