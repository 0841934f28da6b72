// The QR code of a link as its dark modules, so that the page (SVG) and the waiver (PDF) draw the
// same symbol without a canvas.
import { create } from 'qrcode';

/** Light modules around the symbol, as QR readers expect (ISO/IEC 18004 asks for four). */
export const QR_QUIET_ZONE = 4;

interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** [column, row] of every dark module. */
  dark: [number, number][];
}

export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const dark: [number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) dark.push([column, row]);
    }
  }
  return { size: modules.size, dark };
}

/** One unit square per dark module, shifted past the quiet zone. */
export function qrSvgPath({ dark }: QrSymbol): string {
  return dark.map(([column, row]) => `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`).join('');
}
