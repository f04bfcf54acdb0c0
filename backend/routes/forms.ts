import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { contactViolations, formText } from '../customer/form-validation.ts'
import { sendContactMails } from '../customer/contact-mail.ts'
import type { AppEnv } from '../core/context.ts'
import { ApiProblem } from '../http/errors.ts'
import { readPayload } from '../http/payload.ts'
import { ensureAcceptedPerClient, limitersOf } from '../core/limiters.ts'

/**
 * CMS form routes: POST /contact-form (sendContactMail; the newsletter routes are in newsletter.ts). Validation follows Shopware's constraints and
 * answers its violation shape (400, `VIOLATION::…` per field with a source pointer); contact and
 * subscribe are rate-limited per client IP like Shopware's `contact_form`/`newsletter_form` limiters.
 */

const newId = (): string => randomBytes(16).toString('hex')

export function registerFormRoutes(app: Hono<AppEnv>): void {
  app.post('/contact-form', async (c) => {
    const body = await readPayload(c)
    const errors = contactViolations(body)
    if (errors.length > 0) throw ApiProblem.many(400, errors)
    const ctx = c.get('ctx')
    const address = formText(body, 'email').toLowerCase()
    ensureAcceptedPerClient(c, limitersOf(c.get('services')).contact)
    const { shop, now } = c.get('services')
    const nullable = (field: string) => formText(body, field) || null
    shop.db
      .prepare(
        `INSERT INTO contact_form_submission (id, sales_channel_id, language_id, salutation_id, first_name, last_name, email, phone, subject, comment, slot_id, navigation_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newId(),
        ctx.salesChannel.id,
        ctx.languageId,
        nullable('salutationId'),
        nullable('firstName'),
        nullable('lastName'),
        address,
        nullable('phone'),
        formText(body, 'subject'),
        formText(body, 'comment'),
        nullable('slotId'),
        nullable('navigationId'),
        now().toISOString(),
      )
    sendContactMails(c.get('services'), ctx, {
      firstName: formText(body, 'firstName'),
      lastName: formText(body, 'lastName'),
      email: address,
      phone: nullable('phone'),
      subject: formText(body, 'subject'),
      comment: formText(body, 'comment'),
    })
    // Shopware answers the contact form with an empty 200 ("Message sent successful.").
    return c.body(null, 200)
  })
}
