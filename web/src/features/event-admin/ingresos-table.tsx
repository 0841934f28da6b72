// The Ingresos table: the report's columns for the admin list (shared/registration/registrant-report.ts),
// in a box that scrolls sideways on a phone; the name and surname cells open the detail dialog.
import { Button, Table, TableBody, TableCell, TableHead, TableRow, View } from '@aws-amplify/ui-react';
import type { EventAccess } from '@shared/registration/admin-permissions';
import type { RegistrantRow } from '@shared/registration/registrant-admin-api';
import { registrantColumns } from '@shared/registration/registrant-report';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary, Modality } from '@shared/results/event-schemas';

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

export function IngresosTable({ rows, usuarios, config, modalidades, event, access, onOpen }: IngresosTableProps) {
  const columns = registrantColumns('ingresos', { config, modalidades, event, access, now: new Date() });
  const opening = columns.slice(1, 1 + (config.configuracion.separarApellidos ? OPENS_DETAIL : OPENS_DETAIL - 1)).map((column) => column.title);
  return (
    <View overflow="auto" maxWidth="100%" maxHeight="70vh" data-testid="ingresos-table">
      <Table size="small" variation="striped" highlightOnHover>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell as="th" key={column.title} style={{ whiteSpace: 'nowrap' }}>
                {column.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.registroId} backgroundColor={row.borrado ? 'neutral.20' : undefined} data-registro={row.registroId}>
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
