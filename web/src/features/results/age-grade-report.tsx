// 'Resultados Edad ajustada' (docs/results.md "Edad ajustada"): a modality's finishers by age-grade
// percentage (all, or one branch), each with their age, branch, official time, age-graded time and
// percentage, windowed and paged like the other lists. 'Descargar CSV' saves it.
import { Flex, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { ageGrade, formatAgeGrade } from '@shared/results/age-grade';
import { ageGradeTexts as texts } from '@shared/results/age-grade-texts';
import { formatDuration } from '@shared/results/durations';
import type { ResultRow } from '@shared/results/result-row';
import { resultRamaLabels, resultsScreenTexts } from '@shared/results/results-texts';
import { CsvDownloadButton } from '@web/components/csv-download-button';
import { errorMessage } from '@web/lib/error-message';
import { queryFallback } from './query-fallback';
import { ResultNameCell } from './result-cells';
import { reportCsvFile } from './report-csv';
import type { StandingsQuery } from './results-api';
import { useStandings } from './use-standings';
import { WindowedTable } from './windowed-table';

const { columns } = resultsScreenTexts;

/** Header labels with their widths in rem; the name takes the rest (at least 11 rem, as in the other lists). */
const headers: { label: string; rem?: number }[] = [
  { label: columns.position, rem: 4 },
  { label: columns.bib, rem: 5 },
  { label: columns.name },
  { label: texts.age, rem: 4 },
  { label: texts.sex, rem: 6 },
  { label: columns.official, rem: 7 },
  { label: texts.gradedTime, rem: 7 },
  { label: texts.percent, rem: 6.5 },
];
const MIN_WIDTH = `${headers.reduce((sum, { rem = 0 }) => sum + rem, 0) + 11}rem`;

const bibOf = (row: ResultRow) => row.num;

interface AgeGradeReportProps {
  eventId: number;
  standings: StandingsQuery;
  /** The distance the modality is graded at, in km. */
  km: number;
  label: string;
  onSelect: (bib: string) => void;
}

export function AgeGradeReport({ eventId, standings, km, label, onSelect }: AgeGradeReportProps) {
  const { query, rows, total, loadMore } = useStandings(eventId, standings);
  const intro = (
    <Flex direction="column" gap="0.5rem">
      <Text>{texts.rule}</Text>
      <CsvDownloadButton label={texts.downloadCsv} fetchCsv={() => reportCsvFile(eventId, standings, texts.csvTruncated)} />
    </Flex>
  );
  const fallback = queryFallback(query, false);
  if (fallback) return fallback;
  if (rows.length === 0) {
    return (
      <>
        {intro}
        <Text>{texts.noRows}</Text>
      </>
    );
  }
  return (
    <>
      {intro}
      <Text color="font.secondary" role="status">
        {total === null ? resultsScreenTexts.countingFinishers : resultsScreenTexts.finishersCount(total)}
      </Text>
      <WindowedTable
        label={label}
        items={rows}
        rowKey={bibOf}
        header={
          <TableRow>
            {headers.map(({ label: heading, rem }) => (
              <TableCell key={heading} as="th" width={rem === undefined ? undefined : `${rem}rem`}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        }
        renderCells={(row, index) => {
          const grade = ageGrade(row, km);
          return (
            <>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{row.num}</TableCell>
              <ResultNameCell row={row} onSelect={onSelect} />
              <TableCell>{row.edad}</TableCell>
              <TableCell>{resultRamaLabels[row.gen]}</TableCell>
              <TableCell>{row.to}</TableCell>
              <TableCell>{grade ? formatDuration(grade.tiempoMS) : '—'}</TableCell>
              <TableCell fontWeight="bold">{grade ? formatAgeGrade(grade) : '—'}</TableCell>
            </>
          );
        }}
        hasMore={query.hasNextPage}
        loadMore={loadMore}
        minWidth={MIN_WIDTH}
      />
      {query.isFetchNextPageError && <Text role="alert">{errorMessage(query.error)}</Text>}
    </>
  );
}
