// The Ingresos table: the report's columns for the admin list (shared/registration/registrant-report.ts),
// in a box that scrolls sideways on a phone. 'Ver' comes first and stays put while the columns scroll,
// so a phone reaches it without scrolling; the name and surname cells open the detail dialog too.
import { Button, Table, TableBody, TableCell, TableHead, TableRow, View, VisuallyHidden } from '@aws-amplify/ui-react';
import type { CSSProperties } from 'react';
import type { EventAccess } from '@shared/registration/admin-permissions';
import type { RegistrantRow } from '@shared/registration/registrant-admin-api';
import { registrantColumns } from '@shared/registration/registrant-report';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary, Modality } from '@shared/results/event-schemas';
import { adminTexts } from '@shared/registration/admin-texts';

interface IngresosTableProps {
  rows: RegistrantRow[];
  usuarios: Record<string, string>;
  config: RegistryConfig;
  modalidades: Modality[];
  event: EventSummary;
  access: EventAccess;
  onOpen: (registroId: string) => void;
}

/** The columns whose cell opens the detail: the name and the surnames. */
const OPENS_DETAIL = 3;

/** The action column stays at the left edge while the others scroll under it, opaque in its row's colour. */
const pinned: CSSProperties = { position: 'sticky', left: 0, zIndex: 1, backgroundColor: 'var(--amplify-colors-background-primary)' };
const pinnedIn = (deleted: boolean, index: number): CSSProperties => ({
  ...pinned,
  ...(deleted ? { backgroundColor: 'var(--amplify-colors-neutral-20)' } : index % 2 === 0 ? { backgroundColor: 'var(--amplify-components-table-row-striped-background-color)' } : {}),
});

export function IngresosTable({ rows, usuarios, config, modalidades, event, access, onOpen }: IngresosTableProps) {
  const columns = registrantColumns('ingresos', { config, modalidades, event, access, now: new Date() });
  const opening = columns.slice(1, 1 + (config.configuracion.separarApellidos ? OPENS_DETAIL : OPENS_DETAIL - 1)).map((column) => column.title);
  return (
    <View overflow="auto" maxWidth="100%" maxHeight="70vh" data-testid="ingresos-table">
      <Table size="small" variation="striped" highlightOnHover>
        <TableHead>
          <TableRow>
            <TableCell as="th" style={pinned}>
              <VisuallyHidden>{adminTexts.detailColumn}</VisuallyHidden>
            </TableCell>
            {columns.map((column) => (
              <TableCell as="th" key={column.title} style={{ whiteSpace: 'nowrap' }}>
                {column.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.registroId} backgroundColor={row.borrado ? 'neutral.20' : undefined} data-registro={row.registroId}>
              <TableCell style={pinnedIn(row.borrado, index)}>
                <Button size="small" onClick={() => onOpen(row.registroId)} aria-label={adminTexts.viewRegistrant(row.numero)}>
                  {adminTexts.view}
                </Button>
              </TableCell>
              {columns.map((column) => {
                const text = String(column.cell(row, usuarios[row.usuarioRegistra] ?? ''));
                return (
                  <TableCell key={column.title} style={{ whiteSpace: 'nowrap' }}>
                    {opening.includes(column.title) ? (
                      <Button variation="link" size="small" padding="0" onClick={() => onOpen(row.registroId)}>
                        {text || '—'}
                      </Button>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  );
}
