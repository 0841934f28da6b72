// The columns every result list shows (docs/results.md §2): place, bib, name, category, official and real time;
// the search, which spans modalities, adds the modality after the name.
import { Button, TableCell, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { ResultRow } from '@shared/results/result-row';

const { columns: labels } = resultsScreenTexts;
const clip = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** A column's header label and its width in rem; a column without one (the name) takes the rest. */
export interface ResultColumn {
  label: string;
  rem?: number;
}

/** Header labels with their widths in rem; the name takes the rest. */
const headers: ResultColumn[] = [
  { label: labels.position, rem: 4 },
  { label: labels.bib, rem: 5 },
  { label: labels.name },
  { label: labels.category, rem: 9 },
  { label: labels.official, rem: 7 },
  { label: labels.real, rem: 7 },
];

const NAME_COLUMN = 2;
const withModalityColumn = [...headers.slice(0, NAME_COLUMN + 1), { label: resultsScreenTexts.modality, rem: 8 }, ...headers.slice(NAME_COLUMN + 1)];
/** The least room a name gets: on a phone the table scrolls sideways rather than squeeze it to nothing. */
const NAME_MIN_REM = 11;

/** The width below which a table of these columns scrolls sideways; with a fixed layout it would otherwise take the name's room. */
export function columnsMinWidth(columns: readonly ResultColumn[]): string {
  return `${columns.reduce((sum, { rem = 0 }) => sum + rem, 0) + NAME_MIN_REM}rem`;
}

export const resultTableMinWidth = (withModality = false) => columnsMinWidth(withModality ? withModalityColumn : headers);

/** The header row of these columns, each at its width. */
export function ColumnsHeader({ columns }: { columns: readonly ResultColumn[] }) {
  return (
    <TableRow>
      {columns.map(({ label, rem }) => (
        <TableCell key={label} as="th" width={rem === undefined ? undefined : `${rem}rem`}>
          {label}
        </TableCell>
      ))}
    </TableRow>
  );
}

export function ResultHeader({ withModality = false }: { withModality?: boolean }) {
  return <ColumnsHeader columns={withModality ? withModalityColumn : headers} />;
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
