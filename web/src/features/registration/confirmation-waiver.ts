// Starting the waiver download from the page: the PDF library loads only when asked for, and a
// failure is only logged (docs/registration.md §8).
import { useEffect } from 'react';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';

/** docs/registration.md §2: with download=true the PDF download starts a second after the page loads. */
const WAIVER_AUTO_DOWNLOAD_MS = 1000;

export async function startWaiverDownload(confirmation: RegistrantConfirmation, pageUrl: string): Promise<void> {
  try {
    const { downloadWaiver } = await import('./waiver-pdf');
    downloadWaiver(confirmation, pageUrl);
  } catch (error) {
    console.error(error);
  }
}

/**
 * Null until there is something to download. Keyed by the registrant, not the object: the page
 * refreshes a pending registration, and each refresh must not start another download.
 */
export function useWaiverAutoDownload(confirmation: RegistrantConfirmation | null, pageUrl: string): void {
  const registroId = confirmation?.registroId;
  useEffect(() => {
    if (!confirmation) return;
    const timer = setTimeout(() => void startWaiverDownload(confirmation, pageUrl), WAIVER_AUTO_DOWNLOAD_MS);
    return () => clearTimeout(timer);
  }, [registroId]);
}
