// A button that opens the file picker, and the upload's progress under it: a determinate bar while
// the file is sent, then an indeterminate one while the server processes it.
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useRef } from 'react';
import type { UploadStatus } from '@web/lib/use-upload';

export interface UploadProgressTexts {
  uploading: (percent: number) => string;
  processing: string;
}

function UploadProgress({ status, texts }: { status: UploadStatus; texts: UploadProgressTexts }) {
  if (status.phase === 'idle') return null;
  const text = status.phase === 'uploading' ? texts.uploading(status.percent) : texts.processing;
  const progress = status.phase === 'uploading' ? { isDeterminate: true, percentage: status.percent, isPercentageTextHidden: true } : {};
  return (
    <Flex role="status" direction="column" gap="0.25rem">
      <Loader variation="linear" aria-label={text} {...progress} />
      <Text fontSize="small">{text}</Text>
    </Flex>
  );
}

interface UploadButtonProps {
  /** The button's text, and the name of the (hidden) file input it opens. */
  label: string;
  /** The input's `accept`: the MIME types offered in the picker. */
  accept: string;
  status: UploadStatus;
  texts: UploadProgressTexts;
  onFile: (file: File) => void;
  size?: 'small';
}

export function UploadButton({ label, accept, status, texts, onFile, size }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const busy = status.phase !== 'idle';
  return (
    <Flex direction="column" gap="0.5rem">
      {/* The native picker stays hidden; the visible button opens it. */}
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button size={size} alignSelf="flex-start" onClick={() => input.current?.click()} isDisabled={busy}>
        {label}
      </Button>
      <UploadProgress status={status} texts={texts} />
    </Flex>
  );
}
