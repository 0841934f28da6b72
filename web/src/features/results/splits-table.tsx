// 'Parciales': every checkpoint of the athlete's modality with its time ('N/R' when not registered),
// the average pace up to it in the point's unit, and the category place there.
import { Heading, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { CourseSplit } from './course-splits';

const { splitColumns } = resultsScreenTexts;

export function SplitsTable({ splits }: { splits: CourseSplit[] }) {
  return (
    <section aria-label={resultsScreenTexts.splitsTitle}>
      <Heading level={3} fontSize="xl">{resultsScreenTexts.splitsTitle}</Heading>
      <Table size="small" variation="striped" aria-label={resultsScreenTexts.splitsTitle}>
        <TableHead>
          <TableRow>
            <TableCell as="th">{splitColumns.point}</TableCell>
            <TableCell as="th">{splitColumns.km}</TableCell>
            <TableCell as="th">{splitColumns.time}</TableCell>
            <TableCell as="th">{splitColumns.pace}</TableCell>
            <TableCell as="th">{splitColumns.position}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {splits.map((split) => (
            <TableRow key={split.kpc}>
              <TableCell>{split.label}</TableCell>
              <TableCell>{split.km}</TableCell>
              <TableCell>{split.time}</TableCell>
              <TableCell>{split.pace}</TableCell>
              <TableCell>{split.pCat > 0 ? split.pCat : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
