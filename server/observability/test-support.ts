// Test support: a logger whose lines are kept in memory, parsed, for tests that read the log.
import { Writable } from 'node:stream'
import { createLogger, type Logger, type LogLevel } from './logger.ts'

export interface CapturedLog {
  logger: Logger
  /** Every line written so far, as written. */
  text(): string
  /** Every line, parsed. */
  entries(): Array<Record<string, unknown>>
}

export function captureLog(level: LogLevel = 'trace'): CapturedLog {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const logger = createLogger({ level, destination })
  return {
    logger,
    text: () => lines.join(''),
    entries: () =>
      lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
