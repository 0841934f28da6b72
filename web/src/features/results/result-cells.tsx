// The columns every result list shows (docs/results.md §2): place, bib, name, category, official and real time;
// the search, which spans modalities, adds the modality after the name.
import { Button, TableCell, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { ResultRow } from '@shared/results/result-row';

const { columns } = resultsScreenTexts;
const clip = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** Header labels with their widths in rem; the name takes the rest. */
const headers: { label: string; rem?: number }[] = [
  { label: columns.position, rem: 4 },
  { label: columns.bib, rem: 5 },
  { label: columns.name },
  { label: columns.category, rem: 9 },
  { label: columns.official, rem: 7 },
  { label: columns.real, rem: 7 },
];

const NAME_COLUMN = 2;
const withModalityColumn = [...headers.slice(0, NAME_COLUMN + 1), { label: resultsScreenTexts.modality, rem: 8 }, ...headers.slice(NAME_COLUMN + 1)];
/** The least room a name gets: on a phone the table scrolls sideways rather than squeeze it to nothing. */
const NAME_MIN_REM = 11;

/** The width below which a result table scrolls sideways; with a fixed layout it would otherwise take the name's room. */
export function resultTableMinWidth(withModality = false): string {
  const fixed = (withModality ? withModalityColumn : headers).reduce((sum, { rem = 0 }) => sum + rem, 0);
  return `${fixed + NAME_MIN_REM}rem`;
}

export function ResultHeader({ withModality = false }: { withModality?: boolean }) {
  return (
    <TableRow>
      {(withModality ? withModalityColumn : headers).map(({ label, rem }) => (
        <TableCell key={label} as="th" width={rem === undefined ? undefined : `${rem}rem`}>
          {label}
        </TableCell>
      ))}
    </TableRow>
  );
}

interface ResultCellsProps {
  row: ResultRow;
  place: number;
  onSelect: (bib: string) => void;
  /** Marks the searched text in the bib and the name. */
  highlight?: (text: string) => ReactNode;
  /** The modality's name, for lists that span modalities (with ResultHeader withModality). */
  modality?: string;
}

const asIs = (text: string): ReactNode => text;

/** The athlete's name, which opens their detail. */
export function ResultNameCell({ row, onSelect, highlight = asIs }: Pick<ResultCellsProps, 'row' | 'onSelect' | 'highlight'>) {
  return (
    <TableCell style={clip}>
      <Button variation="link" size="small" padding="0" onClick={() => onSelect(row.num)}>
        {/* One span: the button is a flex box, which would drop the spaces between marked parts. */}
        <span>{highlight(row.nombre)}</span>
      </Button>
    </TableCell>
  );
}

export function ResultCells({ row, place, onSelect, highlight = asIs, modality }: ResultCellsProps) {
  return (
    <>
      <TableCell>{place > 0 ? place : '—'}</TableCell>
      <TableCell style={clip}>{highlight(row.num)}</TableCell>
      <ResultNameCell row={row} onSelect={onSelect} highlight={highlight} />
      {modality !== undefined && <TableCell style={clip}>{modality}</TableCell>}
      <TableCell style={clip}>{row.cat}</TableCell>
      <TableCell>{row.to}</TableCell>
      <TableCell>{row.tc}</TableCell>
    </>
  );
}
