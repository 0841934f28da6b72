// A report's button (docs/registration.md §9 CSV reports): asks for it, shows how many registrants the job has
// read, then downloads the file from its short-lived link.
import { Button, Flex, Link, Text } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import type { ReportTipo } from '@shared/registration/registrant-report';
import { reportMessages, reportTitles } from '@shared/registration/report-texts';
import { useReportRun } from './reports-polling';

/** The browser downloads the file under the name the link's Content-Disposition gives. */
function download(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function ReportButton({ eventId, tipo }: { eventId: number; tipo: ReportTipo }) {
  const { run, start } = useReportRun(eventId, tipo);
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (run.state === 'ready' && downloaded.current !== run.url) {
      downloaded.current = run.url;
      download(run.url);
    }
  }, [run]);

  return (
    <Flex direction="column" gap="0.25rem" alignItems="flex-start">
      <Button variation="primary" size="small" isLoading={run.state === 'running'} loadingText={reportTitles[tipo]} onClick={start}>
        {reportTitles[tipo]}
      </Button>
      {run.state === 'running' && (
        <Text fontSize="small" role="status">
          {reportMessages.preparing(run.progress)}
        </Text>
      )}
      {run.state === 'ready' && (
        <Link href={run.url} fontSize="small">
          {`${reportMessages.downloadAgain}: ${run.fileName}`}
        </Link>
      )}
      {run.state === 'failed' && (
        <Text fontSize="small" color="font.error" role="alert">
          {run.message}
        </Text>
      )}
    </Flex>
  );
}
