import { describe, expect, it } from 'vitest';
import { jpegToPdf } from '@web/lib/jpeg-pdf';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x0a, 0x0d, 0xff, 0xd9]);
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('jpegToPdf', () => {
  const pdf = jpegToPdf(jpeg, 1025, 820);
  const text = latin1(pdf);

  it('is a PDF 1.4 file that ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('embeds the JPEG bytes unchanged as a DCTDecode image of its size, with its exact length', () => {
    expect(text).toContain(`/Subtype /Image /Width 1025 /Height 820 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${latin1(jpeg)}\nendstream`);
  });

  it('makes one page the size of the image at 96 dpi, drawn over the whole page', () => {
    expect(text).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
    expect(text).toContain('/MediaBox [0 0 768.75 615]');
    expect(text).toContain('q 768.75 0 0 615 0 0 cm /Im0 Do Q');
  });

  it('points every cross-reference entry and startxref at the right byte', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).split('\n').slice(3, 8);
    expect(entries).toHaveLength(5);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    expect(text).toContain('trailer\n<< /Size 6 /Root 1 0 R >>');
  });

  it('gives the content stream its exact length', () => {
    const match = /5 0 obj\n<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Number(match?.[1])).toBe(match?.[2]?.length);
  });
});
