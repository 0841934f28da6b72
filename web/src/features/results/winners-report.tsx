// 'Resultados Ganadores': the winners of a modality per branch and category (absolute winners first).
import { Flex, Heading, Table, TableBody, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { Modality } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { placeIn } from './public-rows';
import { queryFallback } from './query-fallback';
import { winnersGroupLabel } from './report-groups';
import { ResultCells, ResultHeader, resultTableMinWidth } from './result-cells';
import { useStandings } from './use-standings';

interface WinnersGroup {
  label: string;
  rows: ResultRow[];
}

/** Groups in the order the API ranks them (branch, then absolutes, then categories). */
function groupWinners(modality: Modality, rows: ResultRow[]): WinnersGroup[] {
  const groups = new Map<string, WinnersGroup>();
  for (const row of rows) {
    const key = `${row.gen}|${row.ab ? 'ab' : row.codCat}`;
    const group = groups.get(key) ?? { label: winnersGroupLabel(modality, row.gen, row.ab, row.cat), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface WinnersReportProps {
  eventId: number;
  modality: Modality;
  onSelect: (bib: string) => void;
}

export function WinnersReport({ eventId, modality, onSelect }: WinnersReportProps) {
  const { query, rows } = useStandings(eventId, { modalidad: modality.codigoModalidad, view: 'ganadores', group: '' });
  const fallback = queryFallback(query, rows.length === 0);
  if (fallback) return fallback;
  return (
    <Flex direction="column" gap="1.5rem">
      {groupWinners(modality, rows).map((group) => (
        <Flex key={group.label} direction="column" gap="0.5rem">
          <Heading level={3} fontSize="large">{group.label}</Heading>
          <Table size="small" aria-label={group.label} style={{ tableLayout: 'fixed', minWidth: resultTableMinWidth() }}>
            <TableHead>
              <ResultHeader />
            </TableHead>
            <TableBody>
              {group.rows.map((row, index) => (
                <TableRow key={row.num}>
                  {/* An absolute winner keeps the branch place. A category's places skip the runners who
                      won an absolute place (4, 5, 6…), so its winners are numbered within their list. */}
                  <ResultCells row={row} place={row.ab ? placeIn('ganadores', row) : index + 1} onSelect={onSelect} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Flex>
      ))}
    </Flex>
  );
}
