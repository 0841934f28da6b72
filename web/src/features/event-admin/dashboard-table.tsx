// One titled table of the Dashboard: a heading, its column names and rows of cells, scrolled sideways
// inside its card when wider than the screen.
import { Card, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { dashboardTexts } from '@shared/registration/report-texts';
import { ScrollRegion } from '@web/components/scroll-region';

export function DashboardTable({ title, columns, rows }: { title: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <Card variation="outlined">
      <Heading level={2} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="font.secondary">{dashboardTexts.sinDatos}</Text>
      ) : (
        <ScrollRegion label={title}>
          <Table size="small" variation="striped" caption={<VisuallyHidden>{title}</VisuallyHidden>} highlightOnHover>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell as="th" key={column}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, i) => (
                    <TableCell key={columns[i] ?? i}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Card>
  );
}
