// Step 4's certificate (docs/retos.md §4, §9): drawn by the API as JPEG or PDF for the signed-in athlete; its
// refusal ('Evento en desarrollo, …' while the reto is open, or no finish time yet) is a toast.
import { Button, Flex } from '@aws-amplify/ui-react';
import { athleteRetoTexts as texts } from '@shared/retos/athlete-reto-texts';
import { certificateFileName, type CertificateFormat } from '@shared/retos/certificate';
import { downloadBlob } from '@web/lib/canvas-files';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { fetchCertificate } from './participation-api';
import { useSingleSend } from './use-single-send';

export function RetoCertificateDownload({ eventId }: { eventId: string }) {
  const toast = useToast();
  const download = useSingleSend({
    mutationFn: async (format: CertificateFormat) => downloadBlob(await fetchCertificate(eventId, format), certificateFileName(eventId, format)),
    onError: (error) => toast(errorMessage(error)),
  });
  const button = (format: CertificateFormat, label: string) => (
    <Button isLoading={download.isPending && download.variables === format} onClick={() => download.send(format)}>
      {label}
    </Button>
  );
  return (
    <Flex gap="0.5rem" wrap="wrap">
      {button('jpeg', texts.certificateJpeg)}
      {button('pdf', texts.certificatePdf)}
    </Flex>
  );
}
