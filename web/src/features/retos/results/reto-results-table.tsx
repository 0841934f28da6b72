// The results table of a reto (docs/retos.md §2.6 step 4, §9): a page of 100 finishers of the chosen list, by
// the list's position; the athlete's own row stands out; the category only when the reto has them.
import { Table, TableBody, TableCell, TableHead, TableRow, VisuallyHidden } from '@aws-amplify/ui-react';
import { genderLabels, listPosition, retoResultsTexts as texts, type ResultList, type RetoResultRow } from '@shared/retos/reto-results';
import { ScrollRegion } from '@web/components/scroll-region';
import { placeText } from './reto-positions-list';

interface RetoResultsTableProps {
  list: ResultList;
  rows: RetoResultRow[];
  /** The athlete's race number, to mark their row; 'N/A' marks none. */
  ownRaceNumber: string;
}

const { columns } = texts;

export function RetoResultsTable({ list, rows, ownRaceNumber }: RetoResultsTableProps) {
  // The time right after the name, so a phone shows it without scrolling sideways.
  const withGender = list === 'all';
  const withCategory = rows.some((row) => row.category !== '');
  const headings = [columns.position, columns.name, columns.time, columns.raceNumber, ...(withGender ? [columns.gender] : []), ...(withCategory ? [columns.category] : []), columns.relative];
  return (
    <ScrollRegion label={texts.filters[list]}>
      <Table size="small" variation="striped" caption={<VisuallyHidden>{texts.filters[list]}</VisuallyHidden>}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell as="th" key={heading}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const own = ownRaceNumber !== 'N/A' && row.raceNumber === ownRaceNumber;
            const mark = own ? { backgroundColor: 'brand.primary.20', fontWeight: 'bold' } : {};
            return (
              <TableRow key={row.raceNumber + row.athleteName} aria-current={own ? 'true' : undefined}>
                <TableCell {...mark} fontWeight="bold">
                  {placeText(listPosition(list, row))}
                </TableCell>
                <TableCell {...mark}>
                  {row.athleteName} {row.athleteLastName}
                </TableCell>
                <TableCell {...mark} fontFamily="monospace">
                  {row.finishTime}
                </TableCell>
                <TableCell {...mark}>{row.raceNumber}</TableCell>
                {withGender && <TableCell {...mark}>{genderLabels[row.athleteGender]}</TableCell>}
                {withCategory && <TableCell {...mark}>{row.category}</TableCell>}
                <TableCell {...mark}>{placeText(withGender ? row.positions.relative : row.positions.relativeGender)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
