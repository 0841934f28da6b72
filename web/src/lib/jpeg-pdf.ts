// A one-page PDF that shows one JPEG: the JPEG bytes go in unchanged as a DCTDecode image XObject
// (PDF 1.4, §8.9 of ISO 32000-1), drawn over the whole page. Enough for a certificate download
// without a PDF library.

/** CSS pixels are 1/96 in, PDF points 1/72 in: the page is the image at its screen size. */
const POINTS_PER_PIXEL = 72 / 96;

const ascii = new TextEncoder();

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function jpegToPdf(jpeg: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const pageWidth = +(width * POINTS_PER_PIXEL).toFixed(2);
  const pageHeight = +(height * POINTS_PER_PIXEL).toFixed(2);
  const drawing = ascii.encode(`q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`);
  const objects: Uint8Array[][] = [
    [ascii.encode('<< /Type /Catalog /Pages 2 0 R >>')],
    [ascii.encode('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      ascii.encode(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
      ),
    ],
    [
      ascii.encode(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      ascii.encode('\nendstream'),
    ],
    [ascii.encode(`<< /Length ${drawing.length} >>\nstream\n`), drawing, ascii.encode('\nendstream')],
  ];

  // The binary comment line tells file tools the PDF holds binary data.
  const chunks: Uint8Array[] = [ascii.encode('%PDF-1.4\n%'), new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
  let length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const offsets: number[] = [];
  objects.forEach((parts, index) => {
    offsets.push(length);
    for (const part of [ascii.encode(`${index + 1} 0 obj\n`), ...parts, ascii.encode('\nendobj\n')]) {
      chunks.push(part);
      length += part.length;
    }
  });
  // Each cross-reference entry is exactly 20 bytes: offset, generation, "n", and a two-byte end of line.
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  chunks.push(
    ascii.encode(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return concat(chunks);
}
