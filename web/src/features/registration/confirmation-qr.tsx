// The QR code of the confirmation page's own link (docs/registration.md §2), drawn as SVG.
import { useMemo } from 'react';
import { confirmationTexts } from '@shared/registration/confirmation-texts';
import { QR_QUIET_ZONE, qrSvgPath, qrSymbol } from './qr-code';

export function ConfirmationQr({ url }: { url: string }) {
  const symbol = useMemo(() => qrSymbol(url), [url]);
  const side = symbol.size + 2 * QR_QUIET_ZONE;
  return (
    <svg role="img" aria-label={confirmationTexts.qrLabel} viewBox={`0 0 ${side} ${side}`} width="180" height="180" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrSvgPath(symbol)} fill="#000000" />
    </svg>
  );
}
