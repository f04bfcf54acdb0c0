import type { DocumentData } from './data.ts'
import { DOCUMENT_TEXTS, type DocumentTexts } from './texts.ts'

/**
 * Renders an invoice or delivery note as an A4 PDF with pdfkit's standard Helvetica (WinAnsi
 * encoding: German and French letters, €, typographic quotes and dashes print; nothing to embed).
 * Content streams stay uncompressed: the file is small anyway, and tests and text tools can read
 * the words directly.
 */

const PAGE = { width: 595.28, height: 841.89, left: 56, right: 539, bottom: 760 }

/** Windows-1252's printable characters above Latin-1's control block (what WinAnsi can show). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Text the standard fonts can show: the narrow and thin spaces Intl puts into French numbers become
 * a no-break space, anything else outside WinAnsi a question mark (pdfkit would print a wrong glyph).
 */
export function winAnsi(text: string): string {
  let out = ''
  for (const ch of text.replace(/[\u202f\u2009\u2007]/g, '\u00a0')) {
    const code = ch.codePointAt(0) ?? 0
    out +=
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)
        ? ch
        : code === 0x0a
          ? ch
          : '?'
  }
  return out
}

interface Column {
  label: string
  width: number
  align: 'left' | 'right'
  value: (line: DocumentData['lines'][number]) => string
}

/**
 * pdfkit (with fontkit and its crypto) takes a while to load: it is imported on the first document
 * rendered, not with the back end, whose start-up every server and test waits for.
 */
const importPdfkit = async () => (await import('pdfkit')).default
let pdfkit: ReturnType<typeof importPdfkit> | undefined
const loadPdfkit = () => {
  pdfkit ??= importPdfkit()
  return pdfkit
}

/** pdfkit's document class, as the lazy import answers it. */
type PdfDocumentClass = Awaited<ReturnType<typeof importPdfkit>>

/** What every drawing step shares: the document being drawn, its data, words and formatters. */
interface Sheet {
  doc: PDFKit.PDFDocument
  data: DocumentData
  texts: DocumentTexts
  /** an amount in the order's currency */
  price: (value: number) => string
  /** a date in the order's language, in the shop's time zone */
  day: (iso: string) => string
  /** a tax rate as a number in the order's language */
  rate: (value: number) => string
  /** one line of text at a position, never wrapped unless the options say so */
  write: (text: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => void
}

/** A new A4 PDF carrying the document's title, author, subject and date as metadata. */
function openDocument(
  PDFDocument: PdfDocumentClass,
  data: DocumentData,
  texts: DocumentTexts,
): PDFKit.PDFDocument {
  const title = texts.title[data.type]
  return new PDFDocument({
    size: 'A4',
    compress: false,
    bufferPages: true,
    margins: { top: 56, bottom: 10, left: PAGE.left, right: PAGE.width - PAGE.right },
    info: {
      Title: winAnsi(`${title} ${data.documentNumber}`),
      Author: winAnsi(data.company.companyName),
      Subject: winAnsi(`${texts.orderNumber} ${data.orderNumber}`),
      // The document's own date, not the moment of rendering: the same document is the same file.
      CreationDate: new Date(data.documentDate),
    },
    lang: data.locale,
  })
}

/** The sheet of `doc`: the formatters of the order's language and currency, and the text writer. */
function sheetOf(doc: PDFKit.PDFDocument, data: DocumentData): Sheet {
  const money = new Intl.NumberFormat(data.locale, { style: 'currency', currency: data.currency })
  return {
    doc,
    data,
    texts: DOCUMENT_TEXTS[data.locale],
    price: (value: number) => winAnsi(money.format(value)),
    day: (iso: string) =>
      winAnsi(
        new Intl.DateTimeFormat(data.locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
          new Date(iso),
        ),
      ),
    rate: (value: number) =>
      winAnsi(new Intl.NumberFormat(data.locale, { maximumFractionDigits: 2 }).format(value)),
    write: (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
      doc.text(winAnsi(text), x, y, { lineBreak: false, ...options }),
  }
}

/**
 * The letter head: sender line, recipient, the document's facts and its title, and the other
 * address when the goods go elsewhere than the bill. Returns where the line items start.
 */
function drawLetterHead({ doc, data, texts, day, write }: Sheet): number {
  const c = data.company
  // Sender line, recipient and the document's facts (DIN 5008 letter layout).
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#2f4a2b')
  write(c.companyName, PAGE.left, 56)
  doc.font('Helvetica').fontSize(7).fillColor('#555555')
  write(`${c.companyName} · ${c.companyStreet} · ${c.companyZipcode} ${c.companyCity}`, PAGE.left, 120)
  doc.fontSize(10).fillColor('#000000')
  const recipient = data.type === 'delivery_note' && data.shipping ? data.shipping : data.billing
  doc.text(winAnsi(recipient.lines.join('\n')), PAGE.left, 134, { width: 230 })

  const facts: [string, string][] = [
    [texts.number[data.type], data.documentNumber],
    [texts.documentDate, day(data.documentDate)],
    [texts.orderNumber, data.orderNumber],
    [texts.orderDate, day(data.orderDate)],
    ...(data.customerNumber ? ([[texts.customerNumber, data.customerNumber]] as [string, string][]) : []),
  ]
  facts.forEach(([label, value], i) => {
    doc.font('Helvetica').fontSize(9)
    write(`${label}:`, 340, 120 + i * 14)
    doc.font('Helvetica-Bold')
    write(value, 450, 120 + i * 14)
  })

  let y = 240
  doc.font('Helvetica-Bold').fontSize(16)
  write(`${texts.title[data.type]} ${data.documentNumber}`, PAGE.left, y)
  y += 30

  // The other address beside it, when the goods go elsewhere than the bill.
  const other = data.type === 'delivery_note' ? data.billing : data.shipping
  const otherLabel = data.type === 'delivery_note' ? texts.billingAddress : texts.shippingAddress
  if (other && other.lines.join('|') !== recipient.lines.join('|')) {
    doc.font('Helvetica-Bold').fontSize(9)
    write(otherLabel, PAGE.left, y)
    doc.font('Helvetica').fontSize(9)
    doc.text(winAnsi(other.lines.join(', ')), PAGE.left, y + 12, { width: PAGE.right - PAGE.left })
    y = doc.y + 14
  }
  return y
}

/** The columns of the line item table: an invoice adds the tax rate, unit price and total. */
function lineColumns({ data, texts, price, rate }: Sheet): Column[] {
  const invoice = data.type === 'invoice'
  return [
    { label: texts.position, width: 28, align: 'left', value: (l) => String(l.position) },
    { label: texts.productNumber, width: 88, align: 'left', value: (l) => l.productNumber ?? '' },
    {
      label: texts.item,
      width: invoice ? 190 : 310,
      align: 'left',
      value: (l) =>
        invoice && l.taxRate !== null && !data.taxFree ? `${l.label} (${rate(l.taxRate)} %)` : l.label,
    },
    { label: texts.quantity, width: invoice ? 40 : 57, align: 'right', value: (l) => String(l.quantity) },
    ...(invoice
      ? ([
          { label: texts.unitPrice, width: 67, align: 'right', value: (l) => price(l.unitPrice) },
          { label: texts.total, width: 70, align: 'right', value: (l) => price(l.totalPrice) },
        ] as Column[])
      : []),
  ]
}

/** The table header (column labels over a rule) at `y`; returns where the first row goes. */
function drawColumnHeader({ doc, write }: Sheet, columns: Column[], y: number): number {
  doc.font('Helvetica-Bold').fontSize(8.5)
  let x = PAGE.left
  for (const col of columns) {
    write(col.label, x, y, { width: col.width - 4, align: col.align })
    x += col.width
  }
  const below = y + 14
  doc
    .moveTo(PAGE.left, below - 3)
    .lineTo(PAGE.right, below - 3)
    .lineWidth(0.5)
    .stroke()
  return below
}

/**
 * The line item table from `y`, continued on a new page (with the header again) when a row would
 * run into the footer. Returns where the content below the table starts.
 */
function drawLineItems(sheet: Sheet, y: number): number {
  const { doc, data } = sheet
  const columns = lineColumns(sheet)
  let rowY = drawColumnHeader(sheet, columns, y)
  doc.font('Helvetica').fontSize(8.5)
  for (const line of data.lines) {
    const labelColumn = columns[2]
    const height = doc.heightOfString(winAnsi(labelColumn?.value(line) ?? ''), {
      width: (labelColumn?.width ?? 0) - 4,
    })
    if (rowY + height > PAGE.bottom - 20) {
      doc.addPage()
      rowY = drawColumnHeader(sheet, columns, 56)
      doc.font('Helvetica').fontSize(8.5)
    }
    let x = PAGE.left
    for (const col of columns) {
      doc.text(winAnsi(col.value(line)), x, rowY, { width: col.width - 4, align: col.align })
      x += col.width
    }
    rowY += Math.max(height, 11) + 5
  }
  doc.moveTo(PAGE.left, rowY).lineTo(PAGE.right, rowY).lineWidth(0.5).stroke()
  return rowY + 8
}

/**
 * An invoice's sums (shipping, net, VAT per rate, gross), the tax-free note of an export delivery
 * and the payment method, from `y` (on a new page when they would not fit). Returns the next line.
 */
function drawInvoiceTotals({ doc, data, texts, price, rate, write }: Sheet, from: number): number {
  let y = from
  if (y > PAGE.bottom - 150) {
    doc.addPage()
    y = 56
  }
  const sums: [string, string, boolean][] = [[texts.shippingCosts, price(data.shippingCosts), false]]
  if (data.taxFree) {
    sums.push([texts.grossTotal, price(data.grossTotal), true])
  } else {
    sums.push([texts.netTotal, price(data.netTotal), false])
    for (const tax of data.taxes) sums.push([texts.vat(rate(tax.taxRate)), price(tax.tax), false])
    sums.push([texts.grossTotal, price(data.grossTotal), true])
  }
  for (const [label, value, bold] of sums) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    write(label, 300, y, { width: 160, align: 'right' })
    write(value, 465, y, { width: PAGE.right - 465, align: 'right' })
    y += 14
  }
  y += 8
  doc.font('Helvetica').fontSize(9)
  if (data.taxFree) {
    doc.font('Helvetica-Bold')
    doc.text(winAnsi(texts.taxFree), PAGE.left, y, { width: PAGE.right - PAGE.left })
    doc.font('Helvetica')
    doc.text(winAnsi(texts.importVatNote), PAGE.left, doc.y + 2, { width: PAGE.right - PAGE.left })
    y = doc.y + 8
  }
  if (data.paymentMethod) {
    write(`${texts.paymentMethod}${texts.colon}${data.paymentMethod}`, PAGE.left, y)
    y += 13
  }
  return y
}

/** Below the table: an invoice's totals or a delivery note's hint, then the shipping method. */
function drawClosing(sheet: Sheet, from: number): void {
  const { doc, data, texts, write } = sheet
  let y = from
  if (data.type === 'invoice') {
    y = drawInvoiceTotals(sheet, y)
  } else {
    doc.font('Helvetica').fontSize(9)
    doc.text(winAnsi(texts.deliveryNoteHint), PAGE.left, y, { width: PAGE.right - PAGE.left })
    y = doc.y + 6
  }
  if (data.shippingMethod) write(`${texts.shippingMethod}${texts.colon}${data.shippingMethod}`, PAGE.left, y)
}

/** Footer with the seller's legal data and page numbers on every page. */
function drawFooters({ doc, data, texts, write }: Sheet): void {
  const c = data.company
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    doc.font('Helvetica').fontSize(7).fillColor('#555555')
    const top = 778
    doc
      .moveTo(PAGE.left, top - 6)
      .lineTo(PAGE.right, top - 6)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke()
    const columnsText = [
      `${c.companyName}\n${c.companyStreet}\n${c.companyZipcode} ${c.companyCity}\n${c.companyEmail} · ${c.companyPhone}`,
      `${texts.managingDirectors}${texts.colon}${c.executiveDirector}\n${texts.registerCourt}${texts.colon}${c.placeOfJurisdiction}, ${c.registerNumber}\n${texts.vatId}${texts.colon}${c.vatId}`,
      `${texts.bankDetails}${texts.colon.trimEnd()}\n${c.bankName}\nIBAN ${c.bankIban}\nBIC ${c.bankBic}`,
    ]
    columnsText.forEach((text, index) => {
      doc.text(winAnsi(text), PAGE.left + index * 165, top, { width: 160, height: 44 })
    })
    write(texts.page(i + 1, range.count), PAGE.left, top + 44, {
      width: PAGE.right - PAGE.left,
      align: 'right',
    })
    doc.fillColor('#000000')
  }
}

/** Renders the document as PDF bytes (see the module comment for the fonts and streams). */
export async function renderDocument(data: DocumentData): Promise<Buffer> {
  const PDFDocument = await loadPdfkit()
  const doc = openDocument(PDFDocument, data, DOCUMENT_TEXTS[data.locale])
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const sheet = sheetOf(doc, data)
  const tableTop = drawLetterHead(sheet)
  const below = drawLineItems(sheet, tableTop)
  drawClosing(sheet, below)
  drawFooters(sheet)
  doc.end()
  return finished
}
