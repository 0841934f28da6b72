// The result certificate (docs/results.md §4): offered to finishers only; while the event is not
// closed it explains why there is none yet; then it is drawn here and downloaded as JPEG or PDF.
import { Button, Flex, Image } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { mediaTexts } from '@shared/media/media-texts';
import { messages } from '@shared/core/messages';
import type { EventSummary, TimingConfig } from '@shared/results/event-schemas';
import { EVENT_STATUS } from '@shared/results/event-status';
import type { ResultRow } from '@shared/results/result-row';
import { canvasToJpeg, downloadBlob } from '@web/lib/canvas-files';
import { CERTIFICATE_SIZE, drawCertificate } from '@web/lib/certificate-canvas';
import { jpegToPdf } from '@web/lib/jpeg-pdf';
import { loadImage } from '@web/lib/load-image';
import { useToast } from '@web/lib/toasts';

/** The PDF download starts a second after the click, as in the platform this one replaces. */
const PDF_DELAY_MS = 1000;

interface CertificateButtonProps {
  event: EventSummary;
  timingConfig: TimingConfig;
  row: ResultRow;
}

async function backgroundOf(url: string): Promise<HTMLImageElement | null> {
  if (!url) return null;
  try {
    return await loadImage(url);
  } catch (error) {
    // The texts still make a certificate without the organizer's artwork.
    console.error(error);
    return null;
  }
}

interface Certificate {
  jpeg: Blob;
  preview: string;
}

export function CertificateButton({ event, timingConfig, row }: CertificateButtonProps) {
  const toast = useToast();
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const [busy, setBusy] = useState(false);
  const fileName = mediaTexts.certificateFileName(row.num);

  useEffect(() => {
    if (!certificate) return;
    return () => URL.revokeObjectURL(certificate.preview);
  }, [certificate]);

  if (row.pG <= 0 || row.borrado) return null;

  async function draw() {
    if (event.eventoDisponible !== EVENT_STATUS.closed) {
      toast(mediaTexts.certificateInDevelopment);
      return;
    }
    setBusy(true);
    try {
      const config = timingConfig.certificateConfig;
      const jpeg = await canvasToJpeg(drawCertificate(config, row, await backgroundOf(config.backgroundImage)));
      setCertificate({ jpeg, preview: URL.createObjectURL(jpeg) });
    } catch (error) {
      console.error(error);
      toast(messages.unexpected);
    } finally {
      setBusy(false);
    }
  }

  function downloadPdf(jpeg: Blob) {
    setBusy(true);
    setTimeout(() => {
      void jpeg
        .arrayBuffer()
        .then((bytes) => {
          const pdf = jpegToPdf(new Uint8Array(bytes), CERTIFICATE_SIZE.width, CERTIFICATE_SIZE.height);
          downloadBlob(new Blob([pdf], { type: 'application/pdf' }), `${fileName}.pdf`);
        })
        .finally(() => setBusy(false));
    }, PDF_DELAY_MS);
  }

  if (!certificate) {
    return (
      <Button onClick={() => void draw()} isLoading={busy}>
        {mediaTexts.certificate}
      </Button>
    );
  }
  return (
    <Flex direction="column" gap="0.5rem">
      <Image src={certificate.preview} alt={mediaTexts.certificateAlt} width="100%" maxWidth="512px" />
      <Flex gap="0.5rem" wrap="wrap">
        <Button onClick={() => downloadBlob(certificate.jpeg, `${fileName}.jpg`)}>{mediaTexts.certificateJpeg}</Button>
        <Button onClick={() => downloadPdf(certificate.jpeg)} isLoading={busy}>
          {mediaTexts.certificatePdf}
        </Button>
      </Flex>
    </Flex>
  );
}
