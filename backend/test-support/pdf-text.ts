/**
 * The text of an uncompressed PDF as its content streams draw it: one entry per text-showing
 * operator (TJ arrays joined, Tj strings), decoded from WinAnsi (hex or literal strings). Enough to
 * read what the shop's own documents print; a compressed (Flate) stream yields nothing, so a test
 * that expects words fails when the documents stop being readable.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const source = Array.from(pdf, (b) => String.fromCharCode(b)).join('')
  const decoder = { decode: winAnsiDecode }
  const bytes = (hex: string) => {
    const clean = hex.replace(/\s+/g, '')
    const out = new Uint8Array(Math.ceil(clean.length / 2))
    for (let i = 0; i < out.length; i++)
      out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2).padEnd(2, '0'), 16)
    return decoder.decode(out)
  }
  const literal = (text: string) =>
    decoder.decode(
      Uint8Array.from(
        text
          .replace(
            /\\([nrtbf()\\])/g,
            (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c,
          )
          .replace(/\\([0-7]{1,3})/g, (_, o: string) => String.fromCharCode(Number.parseInt(o, 8))),
        (ch) => ch.charCodeAt(0) & 0xff,
      ),
    )
  const strings = (operand: string) =>
    [...operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)]
      .map((m) => (m[1] !== undefined ? bytes(m[1]) : literal(m[2] ?? '')))
      .join('')
  const runs: string[] = []
  for (const match of source.matchAll(
    /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
  )) {
    runs.push(strings(match[1] ?? match[2] ?? ''))
  }
  return runs
}

/** Windows-1252's characters at 0x80–0x9f (Node's TextDecoder reads them as Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function winAnsiDecode(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes)
    out += b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? '') : String.fromCharCode(b)
  return out
}

/** All text of the PDF in drawing order, runs separated by a line break. */
export function pdfText(pdf: Uint8Array): string {
  return pdfTextRuns(pdf).join('\n')
}
