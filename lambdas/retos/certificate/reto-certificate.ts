// A reto's certificate as a download: the organizer's design and background, drawn by
// render-certificate. A background sharp cannot read gives the default design, not an error.
import { certificateDesignOf, type CertificateFacts, type CertificateFormat } from '@shared/retos/certificate';
import type { HttpReply } from '@lambdas/core/http-handler';
import { logger } from '@lambdas/core/observability';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { readCertificateBackground } from './certificate-background';
import { renderCertificate } from './render-certificate';

const contentTypes: Record<CertificateFormat, string> = { jpeg: 'image/jpeg', pdf: 'application/pdf' };

export async function drawRetoCertificate(reto: VirtualEventItem, facts: CertificateFacts, format: CertificateFormat): Promise<Buffer> {
  const design = certificateDesignOf(reto);
  const background = await readCertificateBackground(design.certificateImage);
  try {
    return await renderCertificate({ facts, design, background, format });
  } catch (error) {
    if (!background) throw error;
    logger.warn('Unreadable certificate background, drawn on the default design', { eventId: reto.eventId, error: error as Error });
    return renderCertificate({ facts, design, background: null, format });
  }
}

/** The file, to be saved under `fileName` (a name of digits, hyphens and letters only). */
export function certificateDownload(file: Buffer, fileName: string, format: CertificateFormat): HttpReply {
  return { body: file, headers: { 'content-type': contentTypes[format], 'content-disposition': `attachment; filename="${fileName}"` } };
}
