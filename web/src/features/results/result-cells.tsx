// The columns every result list shows (spec §2): place, bib, name, category, official and real time;
// the search, which spans modalities, adds the modality after the name.
import { Button, TableCell, TableRow } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { resultsScreenTexts } from '../../../../shared/results/results-texts';
import type { ResultRow } from '../../../../shared/results/result-row';

const { columns } = resultsScreenTexts;
const clip = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** Header labels with the widths that keep the narrow columns from taking the name's room. */
const headers: { label: string; width?: string }[] = [
  { label: columns.position, width: '4rem' },
  { label: columns.bib, width: '5rem' },
  { label: columns.name },
  { label: columns.category },
  { label: columns.official, width: '7rem' },
  { label: columns.real, width: '7rem' },
];

const NAME_COLUMN = 2;
const withModalityColumn = [...headers.slice(0, NAME_COLUMN + 1), { label: resultsScreenTexts.modality }, ...headers.slice(NAME_COLUMN + 1)];

export function ResultHeader({ withModality = false }: { withModality?: boolean }) {
  return (
    <TableRow>
      {(withModality ? withModalityColumn : headers).map(({ label, width }) => (
        <TableCell key={label} as="th" width={width}>
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

export function ResultCells({ row, place, onSelect, highlight = asIs, modality }: ResultCellsProps) {
  return (
    <>
      <TableCell>{place > 0 ? place : '—'}</TableCell>
      <TableCell style={clip}>{highlight(row.num)}</TableCell>
      <TableCell style={clip}>
        <Button variation="link" size="small" padding="0" onClick={() => onSelect(row.num)}>
          {/* One span: the button is a flex box, which would drop the spaces between marked parts. */}
          <span>{highlight(row.nombre)}</span>
        </Button>
      </TableCell>
      {modality !== undefined && <TableCell style={clip}>{modality}</TableCell>}
      <TableCell style={clip}>{row.cat}</TableCell>
      <TableCell>{row.to}</TableCell>
      <TableCell>{row.tc}</TableCell>
    </>
  );
}
