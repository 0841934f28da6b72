// A link's QR code drawn as SVG, black on white whatever the theme, as readers expect.
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrSvgPath, qrSymbol } from '@web/lib/qr-code';

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
