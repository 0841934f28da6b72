// 'Resultados Edad ajustada' (docs/results.md "Edad ajustada"): a modality's finishers by age-grade
// percentage (all, or one branch), each with their age, branch, official time, age-graded time and
// percentage, windowed and paged like the other lists. 'Descargar CSV' saves it.
import { TableCell, Text } from '@aws-amplify/ui-react';
import { ageGrade } from '@shared/results/age-grade';
import { formatAgeGrade } from '@shared/results/age-grade-value';
import { ageGradeTexts as texts } from '@shared/results/age-grade-texts';
import { formatDuration } from '@shared/results/durations';
import { resultRamaLabels, resultsScreenTexts } from '@shared/results/results-texts';
import { errorMessage } from '@web/lib/error-message';
import { queryFallback } from './query-fallback';
import { ColumnsHeader, columnsMinWidth, ResultNameCell, type ResultColumn } from './result-cells';
import { reportCsvFile } from './report-csv';
import { ReportIntro } from './report-intro';
import type { StandingsQuery } from './results-api';
import { bibOf, FinishersCount } from './standings-list';
import { useStandings } from './use-standings';
import { WindowedTable } from './windowed-table';

const columns: ResultColumn[] = [
  { label: resultsScreenTexts.columns.position, rem: 4 },
  { label: resultsScreenTexts.columns.bib, rem: 5 },
  { label: resultsScreenTexts.columns.name },
  { label: texts.age, rem: 4 },
  { label: texts.sex, rem: 6 },
  { label: resultsScreenTexts.columns.official, rem: 7 },
  { label: texts.gradedTime, rem: 7 },
  { label: texts.percent, rem: 6.5 },
];

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
  const fallback = queryFallback(query, false);
  if (fallback) return fallback;
  return (
    <ReportIntro
      rule={texts.rule}
      downloadLabel={texts.downloadCsv}
      fetchCsv={() => reportCsvFile(eventId, standings, texts.csvTruncated)}
      empty={rows.length === 0 ? texts.noRows : null}
    >
      <FinishersCount total={total} />
      <WindowedTable
        label={label}
        items={rows}
        rowKey={bibOf}
        header={<ColumnsHeader columns={columns} />}
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
        minWidth={columnsMinWidth(columns)}
      />
      {query.isFetchNextPageError && <Text role="alert">{errorMessage(query.error)}</Text>}
    </ReportIntro>
  );
}
