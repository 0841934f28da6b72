// The folios of deleted registrants, each with 'liberar' (docs/registration.md §2 Organizer tools, §4 Deletion):
// releasing is final, so it is confirmed first.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@shared/registration/admin-texts';
import type { DeletedFolio } from '@shared/registration/registrant-admin-api';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { deletedFoliosKey, fetchDeletedFolios, registrantsKey, releaseFolio } from './admin-api';
import { DashboardTable } from './dashboard-table';

export function DeletedFoliosTab({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const folios = useQuery({ queryKey: deletedFoliosKey(eventId), queryFn: () => fetchDeletedFolios(eventId) });
  const release = useMutation({
    mutationFn: (folio: DeletedFolio) => releaseFolio(eventId, folio.registroId, folio.revision),
    onSuccess: (change) => {
      toast(change.description);
      void queryClient.invalidateQueries({ queryKey: deletedFoliosKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: registrantsKey(eventId) });
    },
    onError: (error) => {
      toast(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: deletedFoliosKey(eventId) });
    },
  });
  if (folios.error) return <Text color="font.error">{errorMessage(folios.error)}</Text>;
  if (!folios.data) return <LoadingView />;
  if (folios.data.length === 0) return <Text>{adminTexts.folios.empty}</Text>;
  const columns = adminTexts.folios.columns;
  return (
    <Flex direction="column" gap="0.5rem">
      <DashboardTable
        title={adminTexts.folios.title}
        columns={[columns.accion, columns.numero, columns.nombre, columns.modalidad]}
        rows={folios.data.map((folio) => ({
          key: folio.registroId,
          // 'liberar' first: on a phone it is reached without scrolling the table sideways.
          cells: [
            <Button
              key="release"
              size="small"
              variation="destructive"
              isLoading={release.isPending && release.variables?.registroId === folio.registroId}
              isDisabled={release.isPending}
              onClick={() => {
                if (window.confirm(adminTexts.folios.confirm(folio.numero))) release.mutate(folio);
              }}
            >
              {adminTexts.folios.release}
            </Button>,
            folio.numero,
            folio.nombre,
            folio.modalidad,
          ],
        }))}
      />
    </Flex>
  );
}
