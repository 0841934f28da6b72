// What a report with its own rule and file says above its rows: the rule in one sentence and 'Descargar
// CSV'; with no rows yet, what it will list.
import { Flex, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { CsvDownloadButton, type CsvFile } from '@web/components/csv-download-button';

interface ReportIntroProps {
  rule: string;
  downloadLabel: string;
  fetchCsv: () => Promise<CsvFile>;
  /** Said under the intro instead of the rows, when there are none. */
  empty: string | null;
  children: ReactNode;
}

export function ReportIntro({ rule, downloadLabel, fetchCsv, empty, children }: ReportIntroProps) {
  return (
    <>
      <Flex direction="column" gap="0.5rem">
        <Text>{rule}</Text>
        <CsvDownloadButton label={downloadLabel} fetchCsv={fetchCsv} />
      </Flex>
      {empty === null ? children : <Text>{empty}</Text>}
    </>
  );
}
