// The QR code of the confirmation page's own link (docs/registration.md §2), drawn as SVG.
import { confirmationTexts } from '@shared/registration/confirmation-texts';
import { QrImage } from '@web/components/qr-image';

export function ConfirmationQr({ url }: { url: string }) {
  return <QrImage text={url} label={confirmationTexts.qrLabel} />;
}
