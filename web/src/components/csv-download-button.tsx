// 'Descargar CSV': asks the API for a list as a CSV file's text and saves it, saying when the file
// holds only part of the list (a download carries what one answer can).
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '@web/lib/canvas-files';
import { errorMessage } from '@web/lib/error-message';

export interface CsvFile {
  fileName: string;
  csv: string;
  /** What the file leaves out, when it holds part of the list; null when it holds all of it. */
  partialNote: string | null;
}

export function CsvDownloadButton({ label, fetchCsv }: { label: string; fetchCsv: () => Promise<CsvFile> }) {
  const download = useMutation({
    mutationFn: fetchCsv,
    onSuccess: ({ csv, fileName }) => downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName),
  });
  return (
    <Flex direction="column" gap="0.25rem" alignItems="flex-start">
      <Button size="small" variation="primary" isLoading={download.isPending} loadingText={label} onClick={() => download.mutate()}>
        {label}
      </Button>
      {download.data?.partialNote && (
        <Text fontSize="small" role="status">
          {download.data.partialNote}
        </Text>
      )}
      {download.error && (
        <Text fontSize="small" color="font.error" role="alert">
          {errorMessage(download.error)}
        </Text>
      )}
    </Flex>
  );
}
