import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.ts'
import { listOutbox, queueMail } from './outbox.ts'

const data = {
  letterName: null,
  firstName: 'Lea',
  lastName: 'Sommer',
  shopName: 'Gartenwerk',
  resetUrl: 'http://localhost:3000/account/recover/password?hash=abc',
  validHours: 2,
}

/** A minimal SMTP server that accepts every message and remembers the DATA parts. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = []
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index = buffer.indexOf('\r\n')
      while (index !== -1) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 queued\r\n')
          } else messages[messages.length - 1] += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n')
        else if (/^DATA/i.test(line)) {
          inData = true
          messages.push('')
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) {
          socket.write('221 bye\r\n')
          socket.end()
        } else socket.write('250 ok\r\n')
        index = buffer.indexOf('\r\n')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages })
    })
  })
}

const saved = process.env.SMTP_URL
afterEach(() => {
  if (saved === undefined) delete process.env.SMTP_URL
  else process.env.SMTP_URL = saved
})

describe('mail outbox', () => {
  it('writes every mail to the outbox, newest first', () => {
    delete process.env.SMTP_URL
    const db = openDatabase(':memory:')
    const first = queueMail(db, {
      template: 'customer.recovery.request',
      locale: 'en-GB',
      to: 'a@example.org',
      data,
      now: new Date('2026-11-20T10:00:00Z'),
    })
    queueMail(db, {
      template: 'customer.recovery.request',
      locale: 'fr-FR',
      to: 'b@example.org',
      data,
      now: new Date('2026-11-20T10:00:01Z'),
    })
    const mails = listOutbox(db, 10)
    expect(mails.map((m) => m.recipient)).toEqual(['b@example.org', 'a@example.org'])
    expect(mails[1]).toMatchObject({ id: first.id, locale: 'en-GB', links: [data.resetUrl], sentAt: null })
    expect(listOutbox(db, 1)).toHaveLength(1)
    db.close()
  })

  it('also sends through nodemailer when SMTP_URL is set, and records the delivery', async () => {
    const smtp = await fakeSmtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`
    const db = openDatabase(':memory:')
    try {
      const mail = queueMail(db, {
        template: 'customer.recovery.request',
        locale: 'de-DE',
        to: 'lea@example.org',
        data,
      })
      const deadline = Date.now() + 10_000
      while (listOutbox(db, 1)[0]?.sentAt === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50))
      const [stored] = listOutbox(db, 1)
      expect(stored?.id).toBe(mail.id)
      expect(stored?.error).toBeNull()
      expect(typeof stored?.sentAt).toBe('string')
      expect(smtp.messages).toHaveLength(1)
      expect(smtp.messages[0]).toContain('To: lea@example.org')
      expect(smtp.messages[0]).toMatch(/Subject: .*Passwort/)
    } finally {
      db.close()
      smtp.server.close()
    }
  })

  it('keeps the mail and records the error when SMTP fails', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9?connectionTimeout=500'
    const db = openDatabase(':memory:')
    try {
      queueMail(db, { template: 'customer.recovery.request', locale: 'de-DE', to: 'x@example.org', data })
      const deadline = Date.now() + 10_000
      while (listOutbox(db, 1)[0]?.error === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50))
      const [stored] = listOutbox(db, 1)
      expect(stored?.sentAt).toBeNull()
      expect(stored?.error).toBeTruthy()
    } finally {
      db.close()
    }
  })
})
