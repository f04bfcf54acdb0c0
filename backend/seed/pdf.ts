/**
 * A minimal, valid one-page PDF (Helvetica, WinAnsi) for the downloadable guides. Text is folded to
 * Latin-1 and stripped of HTML; PDF string delimiters are escaped.
 */
export function guidePdf(title: string, html: string): Buffer {
  const text = html
    .replace(/<\/(p|li|h\d)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\n\x20-\xff]/g, '')
  const escapePdf = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      if ((line + word).length > 80) {
        lines.push(line.trim())
        line = ''
      }
      line += `${word} `
    }
    if (line.trim()) lines.push(line.trim())
  }
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -36 Td 15 TL',
    ...lines.map((l) => `(${escapePdf(l)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
