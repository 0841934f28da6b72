// The rows of one general, branch or category report, windowed and paged as the user scrolls.
import { Text } from '@aws-amplify/ui-react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { ResultRow, ResultView } from '@shared/results/result-row';
import { errorMessage } from '@web/lib/error-message';
import { placeIn } from '@shared/results/public-rows';
import { queryFallback } from './query-fallback';
import type { StandingsQuery } from './results-api';
import { ResultCells, ResultHeader, resultTableMinWidth } from './result-cells';
import { useStandings } from './use-standings';
import { WindowedTable } from './windowed-table';

interface StandingsListProps {
  eventId: number;
  standings: StandingsQuery & { view: ResultView };
  label: string;
  onSelect: (bib: string) => void;
}

export const bibOf = (row: ResultRow) => row.num;

/** How many finishers a list has; never a count lower than the rows drawn under it: while it catches up it says so. */
export function FinishersCount({ total }: { total: number | null }) {
  return (
    <Text color="font.secondary" role="status">
      {total === null ? resultsScreenTexts.countingFinishers : resultsScreenTexts.finishersCount(total)}
    </Text>
  );
}

export function StandingsList({ eventId, standings, label, onSelect }: StandingsListProps) {
  const { query, rows, total, loadMore } = useStandings(eventId, standings);
  const fallback = queryFallback(query, rows.length === 0);
  if (fallback) return fallback;
  return (
    <>
      <FinishersCount total={total} />
      <WindowedTable
        label={label}
        items={rows}
        rowKey={bibOf}
        header={<ResultHeader />}
        renderCells={(row) => <ResultCells row={row} place={placeIn(standings.view, row)} onSelect={onSelect} />}
        hasMore={query.hasNextPage}
        loadMore={loadMore}
        minWidth={resultTableMinWidth()}
      />
      {query.isFetchNextPageError && <Text role="alert">{errorMessage(query.error)}</Text>}
    </>
  );
}
