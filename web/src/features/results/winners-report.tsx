// 'Resultados Ganadores': the winners of a modality per branch and category (absolute winners first).
import { Flex, Heading, Table, TableBody, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { Modality } from '@shared/results/event-schemas';
import { queryFallback } from './query-fallback';
import { winnersGroups } from '@shared/results/report-groups';
import { ResultCells, ResultHeader, resultTableMinWidth } from './result-cells';
import { useStandings } from './use-standings';

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
      {winnersGroups(modality, rows).map((group) => (
        <Flex key={group.label} direction="column" gap="0.5rem">
          <Heading level={3} fontSize="large">{group.label}</Heading>
          <Table size="small" aria-label={group.label} style={{ tableLayout: 'fixed', minWidth: resultTableMinWidth() }}>
            <TableHead>
              <ResultHeader />
            </TableHead>
            <TableBody>
              {group.rows.map(({ row, place }) => (
                <TableRow key={row.num}>
                  <ResultCells row={row} place={place} onSelect={onSelect} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Flex>
      ))}
    </Flex>
  );
}
