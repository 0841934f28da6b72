// One file's upload in the platform's three steps: a presigned PUT asked of the API, the file sent
// with its progress, then the wait for the server's processing (an S3-triggered Lambda). The status
// drives the UploadButton's progress bar.
import { useCallback, useState } from 'react';
import { uploadFile } from './upload-file';

export type UploadStatus = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

export interface UploadTicket {
  uploadUrl: string;
  headers: Record<string, string>;
}

export function useUpload() {
  const [status, setStatus] = useState<UploadStatus>({ phase: 'idle' });
  const run = useCallback(async <K extends UploadTicket, T>(file: Blob, ticketFor: () => Promise<K>, processed: (ticket: K) => Promise<T>): Promise<T> => {
    setStatus({ phase: 'uploading', percent: 0 });
    try {
      const ticket = await ticketFor();
      await uploadFile(ticket.uploadUrl, file, ticket.headers, (percent) => setStatus({ phase: 'uploading', percent }));
      setStatus({ phase: 'processing' });
      return await processed(ticket);
    } finally {
      setStatus({ phase: 'idle' });
    }
  }, []);
  return { status, run };
}
