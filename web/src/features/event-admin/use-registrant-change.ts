// Runs a staff change on the open registrant: one at a time (a double click sends it once), the
// change's description as toast, the registrant and the lists refreshed; when someone else changed
// the registrant first, their version is loaded and staff are told, so nothing is overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrantChange } from '@shared/registration/registrant-admin-api';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { deletedFoliosKey, registrantKey, registrantsKey } from './admin-api';

export function useRegistrantChange(eventId: number, registroId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (run: () => Promise<RegistrantChange>) => run(),
    onSuccess: (change) => {
      queryClient.setQueryData(registrantKey(eventId, registroId), change.registrant);
      void queryClient.invalidateQueries({ queryKey: registrantsKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: deletedFoliosKey(eventId) });
      toast(change.description);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: registrantKey(eventId, registroId) });
      if (!(error instanceof ApiError && error.status === 400 && error.body.fields)) toast(errorMessage(error));
    },
  });
}

/** The message of a field the server refused, if that was the error. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.body.fields?.[field] : undefined;
}
