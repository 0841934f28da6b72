// 'Ver certificado de muestra' (docs/retos.md §2.8): the reto's certificate as the API draws it with a made-up
// athlete, fetched signed in and shown under the button, with its download.
import { Button, Flex, Image, Link } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { certificateFileName } from '@shared/retos/certificate';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { fetchCertificateSample } from './retos-api';
import { useSingleSend } from './use-single-send';

export function RetoCertificateSample({ eventId }: { eventId: string }) {
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const sample = useSingleSend({
    mutationFn: () => fetchCertificateSample(eventId),
    onSuccess: (jpeg: Blob) => setPreview(URL.createObjectURL(jpeg)),
    onError: (error) => toast(errorMessage(error)),
  });

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <Flex direction="column" gap="0.5rem" alignItems="flex-start">
      <Button size="small" isLoading={sample.isPending} onClick={() => sample.send(undefined)}>
        {retoConfigTexts.look.sample}
      </Button>
      {preview && (
        <>
          <Image src={preview} alt={retoConfigTexts.look.sample} width="100%" maxWidth="640px" />
          <Link href={preview} download={certificateFileName(eventId, 'jpeg', true)}>
            {certificateFileName(eventId, 'jpeg', true)}
          </Link>
        </>
      )}
    </Flex>
  );
}
