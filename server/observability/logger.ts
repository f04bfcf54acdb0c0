// The server's log: pino, one JSON object per line (pretty in development), so that a log pipeline
// can search and count by request id, route and status instead of parsing free text. Nothing a
// shopper typed or holds may reach it: request and response bodies, cookies, the context token and
// query strings are never handed to the logger, and the `redact` paths below blank the known field
// names should a caller ever pass such an object. Errors are written by `serializeError`, which keeps
// only type, message, code, status and stack along the `cause` chain: an axios error's `config`
// (headers with sw-context-token, the body with a password) never goes out.

import { type DestinationStream, type Logger, type LoggerOptions, pino, stdTimeFunctions } from 'pino'

export type { Logger }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value)
}

/**
 * Field names that hold secrets or personal data wherever they appear (one level deep, and at the
 * top). The request log line has none of them; this is the net under it.
 */
const SENSITIVE_FIELDS = [
  'password',
  'newPassword',
  'email',
  'token',
  'contextToken',
  'cookie',
  'authorization',
  'sw-context-token',
  'sw-access-key',
  'street',
  'firstName',
  'lastName',
  'address',
  'billingAddress',
  'shippingAddress',
  'body',
  'query',
]

export const REDACT_PATHS: readonly string[] = SENSITIVE_FIELDS.flatMap((field) =>
  /^[A-Za-z_$][\w$]*$/.test(field) ? [field, `*.${field}`] : [`["${field}"]`, `*["${field}"]`],
)

/** What an error looks like in a log line: no field but these, the cause chain to five levels. */
export interface SerializedError {
  type: string
  message: string
  code?: string
  status?: number
  stack?: string
  cause?: SerializedError
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) }
  const fields = error as Error & { code?: unknown; status?: unknown }
  const serialized: SerializedError = { type: error.name, message: error.message }
  if (typeof fields.code === 'string') serialized.code = fields.code
  if (typeof fields.status === 'number') serialized.status = fields.status
  if (error.stack) serialized.stack = error.stack
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1)
  return serialized
}

export interface LoggerSettings {
  /** LOG_LEVEL; default info. */
  level?: LogLevel
  /** Human-readable lines through pino-pretty (development only: a worker thread formats them). */
  pretty?: boolean
  /** Where the lines go (tests collect them); default stdout. */
  destination?: DestinationStream
}

/**
 * The request line's own logger for each logger createLogger made: the same destination and
 * settings but no redaction. That line has fixed fields (ids, templates, numbers, a serialized
 * error) that no redact path names; the paths' wildcards cost some 20 µs per line, more than the
 * rest of a cached page's answer.
 */
const requestLines = new WeakMap<Logger, Logger>()

export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    // pid and hostname are the collector's to add; every line would carry them for nothing.
    base: undefined,
    serializers: { err: serializeError },
    formatters: { level: (label) => ({ level: label }) },
    timestamp: stdTimeFunctions.isoTime,
  }
  const redact = { paths: [...REDACT_PATHS], censor: '[redacted]' }
  if (settings.pretty && !settings.destination) {
    return pino({
      ...options,
      redact,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss.l' } },
    })
  }
  // One destination for both loggers, so that their lines never interleave mid-line. Written
  // asynchronously (lines that arrive while a write is under way go out together with the next),
  // and flushed synchronously when the process exits (pino registers that for its destinations).
  const destination = settings.destination ?? pino.destination({ dest: 1, sync: false })
  const logger = pino({ ...options, redact }, destination)
  requestLines.set(logger, pino(options, destination))
  return logger
}

/** The logger for the request line (see requestLines); any other logger is used as it is. */
export function requestLoggerOf(logger: Logger): Logger {
  return requestLines.get(logger) ?? logger
}

/** A logger that writes nothing: the default of createApp, so tests stay quiet. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' })
}
