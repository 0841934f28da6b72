// The QR code of a link as its dark modules, so that a page (SVG) and the waiver (PDF) draw the
// same symbol without a canvas; and drawn as SVG, black on white whatever the theme, as readers expect.
import { useMemo } from 'react';
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
function qrSvgPath({ dark }: QrSymbol): string {
  return dark.map(([column, row]) => `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`).join('');
}

export function QrImage({ text, label, size = 180 }: { text: string; label: string; size?: number }) {
  const symbol = useMemo(() => qrSymbol(text), [text]);
  const side = symbol.size + 2 * QR_QUIET_ZONE;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrSvgPath(symbol)} fill="#000000" />
    </svg>
  );
}
