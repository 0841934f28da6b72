// Asks for a report and follows it until it is written: progress as it goes, then its link.
import { useEffect, useRef, useState } from 'react';
import type { ReportTipo } from '@shared/registration/registrant-report';
import type { ReportProgress } from '@shared/registration/report-api';
import { reportMessages } from '@shared/registration/report-texts';
import { errorMessage } from '@web/lib/error-message';
import { fetchReport, requestReport } from './dashboard-api';

const POLL_MS = 1000;

export type ReportRun = { state: 'idle' } | { state: 'running'; progress: number } | { state: 'ready'; url: string; fileName: string } | { state: 'failed'; message: string };

export function useReportRun(eventId: number, tipo: ReportTipo): { run: ReportRun; start: () => void } {
  const [run, setRun] = useState<ReportRun>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function follow(reportId: string) {
    timer.current = setTimeout(() => {
      fetchReport(eventId, reportId)
        .then((report: ReportProgress) => {
          if (report.status === 'listo' && report.url) setRun({ state: 'ready', url: report.url, fileName: report.fileName ?? '' });
          else if (report.status === 'error') setRun({ state: 'failed', message: reportMessages.failed });
          else {
            setRun({ state: 'running', progress: report.progress });
            follow(reportId);
          }
        })
        .catch((error: unknown) => setRun({ state: 'failed', message: errorMessage(error) }));
    }, POLL_MS);
  }

  function start() {
    clearTimeout(timer.current);
    setRun({ state: 'running', progress: 0 });
    requestReport(eventId, tipo)
      .then(({ reportId }) => follow(reportId))
      .catch((error: unknown) => setRun({ state: 'failed', message: errorMessage(error) }));
  }

  return { run, start };
}
