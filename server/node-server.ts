import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { securityHeaders } from './security.ts'

/**
 * The security headers of every other answer, for the ones Node writes itself: no nonce (there is
 * no script), no HSTS (whether the client came over https is unknown here; the proxy in front sets
 * it for those).
 */
const RAW_SECURITY_HEADERS = Object.entries(securityHeaders({ https: false }))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')

/**
 * Node answers requests it cannot hand to the app (headers over its 16 KiB limit, unparsable
 * request lines or headers, a client too slow to send its headers) itself, with an empty body.
 * This gives those answers Shopware's error shape like every other 4xx of the server, and still
 * closes the connection, since the rest of what the client sent cannot be trusted to line up.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // Nothing to answer on a connection that is gone or already half-answered.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const [status, reason, code, detail] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'STOREFRONT__HEADERS_TOO_LARGE',
            'Request headers are too large',
          ]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'STOREFRONT__REQUEST_TIMEOUT', 'The request was not received in time']
          : [400, 'Bad Request', 'STOREFRONT__MALFORMED_REQUEST', 'The request could not be parsed']
    const body = JSON.stringify({ errors: [{ status: String(status), code, title: reason, detail }] })
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n${RAW_SECURITY_HEADERS}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}
