// The 'Lista de espera' tab (docs/registrant-admin.md, Waiting lists): per sold-out modality, those
// offered a place (until when) then those waiting in order, each moved up or down or taken off; a
// place offered to someone taken off passes on at once.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { momentText } from '@shared/core/moment-text';
import type { WaitlistAdminEntry, WaitlistAdminView } from '@shared/registration/waitlist-api';
import { waitlistAdminTexts as texts } from '@shared/registration/waitlist-texts';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { DashboardTable } from './dashboard-table';
import { fetchWaitlist, moveWaitlistEntry, removeWaitlistEntry, waitlistKey } from './waitlist-api';

type Change = { codigoModalidad: string; entry: WaitlistAdminEntry } & ({ posicion: number } | { quitar: true });

export function WaitlistTab({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const lists = useQuery({ queryKey: waitlistKey(eventId), queryFn: () => fetchWaitlist(eventId) });
  const change = useMutation({
    mutationFn: (next: Change) =>
      'posicion' in next ? moveWaitlistEntry(eventId, next.codigoModalidad, next.entry.correo, next.posicion) : removeWaitlistEntry(eventId, next.codigoModalidad, next.entry.correo),
    onSuccess: (view: WaitlistAdminView, next) => {
      queryClient.setQueryData(waitlistKey(eventId), view);
      toast('posicion' in next ? texts.moved : texts.removed);
    },
    onError: (error) => {
      toast(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: waitlistKey(eventId) });
    },
  });
  if (lists.error) return <Text color="font.error">{errorMessage(lists.error)}</Text>;
  if (!lists.data) return <LoadingView />;
  if (lists.data.modalidades.length === 0) return <Text>{texts.empty}</Text>;
  const columns = texts.columns;
  return (
    <Flex direction="column" gap="1rem">
      {lists.data.modalidades.map((list) => {
        const waiting = list.entradas.filter((entry) => entry.posicion !== null).length;
        const actions = (entry: WaitlistAdminEntry) => {
          const busy = change.isPending;
          const move = (posicion: number) => change.mutate({ codigoModalidad: list.codigoModalidad, entry, posicion });
          return (
            <Flex key="acciones" gap="0.25rem" wrap="nowrap">
              {entry.posicion !== null && (
                <>
                  <Button size="small" aria-label={texts.up(entry.nombre)} isDisabled={busy || entry.posicion === 1} onClick={() => move((entry.posicion ?? 1) - 1)}>
                    ↑
                  </Button>
                  <Button size="small" aria-label={texts.down(entry.nombre)} isDisabled={busy || entry.posicion === waiting} onClick={() => move((entry.posicion ?? 1) + 1)}>
                    ↓
                  </Button>
                </>
              )}
              <Button
                size="small"
                variation="destructive"
                aria-label={texts.remove(entry.nombre)}
                isDisabled={busy}
                onClick={() => {
                  if (window.confirm(texts.remove(entry.nombre))) change.mutate({ codigoModalidad: list.codigoModalidad, entry, quitar: true });
                }}
              >
                ✕
              </Button>
            </Flex>
          );
        };
        return (
          <Flex key={list.codigoModalidad} direction="column" gap="0.25rem">
            <DashboardTable
              title={`${list.descripcionModalidad} · ${texts.counts(list.esperando, list.ofrecidas)}`}
              columns={[columns.acciones, columns.posicion, columns.nombre, columns.estado, columns.correo]}
              rows={list.entradas.map((entry) => ({
                key: entry.correo,
                cells: [
                  actions(entry),
                  entry.posicion ?? '—',
                  entry.nombre,
                  // Wide enough to read on a phone, where the table scrolls sideways rather than squeeze it.
                  <Text key="estado" as="span" display="inline-block" minWidth="7rem">
                    {entry.ofertaVence ? texts.offered(momentText(entry.ofertaVence)) : texts.waiting}
                  </Text>,
                  entry.correo,
                ],
              }))}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
