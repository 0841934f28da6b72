// The results table of a reto (spec §2.6 step 4, §9): a page of 100 finishers of the chosen list, by
// the list's position; the athlete's own row stands out.
import { Table, TableBody, TableCell, TableHead, TableRow, View, VisuallyHidden } from '@aws-amplify/ui-react';
import { genderLabels, listPosition, retoResultsTexts as texts, type ResultList, type RetoResultRow } from '../../../../../shared/retos/reto-results';
import { placeText } from './reto-positions-list';

interface RetoResultsTableProps {
  list: ResultList;
  rows: RetoResultRow[];
  /** The athlete's race number, to mark their row; 'N/A' marks none. */
  ownRaceNumber: string;
}

const { columns } = texts;

export function RetoResultsTable({ list, rows, ownRaceNumber }: RetoResultsTableProps) {
  const headings = [columns.position, columns.raceNumber, columns.name, ...(list === 'all' ? [columns.gender] : []), columns.category, columns.time, columns.relative];
  return (
    <View overflow="auto" maxWidth="100%">
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
            return (
              <TableRow key={row.raceNumber + row.athleteName} aria-current={own ? 'true' : undefined} backgroundColor={own ? 'brand.primary.10' : undefined}>
                <TableCell fontWeight="bold">{placeText(listPosition(list, row))}</TableCell>
                <TableCell>{row.raceNumber}</TableCell>
                <TableCell>
                  {row.athleteName} {row.athleteLastName}
                </TableCell>
                {list === 'all' && <TableCell>{genderLabels[row.athleteGender]}</TableCell>}
                <TableCell>{row.category}</TableCell>
                <TableCell fontFamily="monospace">{row.finishTime}</TableCell>
                <TableCell>{placeText(list === 'all' ? row.positions.relative : row.positions.relativeGender)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </View>
  );
}
