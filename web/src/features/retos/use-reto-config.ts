// A reto as its organizer's page holds it (GET /api/retos/{eventID}/config), and saving part of it:
// one save at a time, each on the revision the page holds by then, the answer replacing the page's
// reto. A refusal is a toast; a stale revision also fetches the reto again, while the editor that
// sent it keeps what was typed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toastDurations } from '@shared/core/messages';
import type { RetoChanges } from '@shared/retos/reto-config';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { fetchRetoConfig, retoConfigKey, updateReto } from './retos-api';

/** Saves the changes; true once the reto holds them. */
export type RetoSave = (changes: RetoChanges) => Promise<boolean>;

export function useRetoConfig(eventId: string) {
  return useQuery({
    queryKey: retoConfigKey(eventId),
    queryFn: () => fetchRetoConfig(eventId),
    // A 404 or 403 will not change on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** The field's own message of a 400, more telling than the request's. */
function refusalText(error: unknown): string {
  const fields = error instanceof ApiError ? error.body.fields : undefined;
  return (fields && Object.values(fields)[0]) ?? errorMessage(error);
}

export function useRetoSave(eventId: string): RetoSave {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (changes) => {
      const key = retoConfigKey(eventId);
      const save = async () => {
        const revision = queryClient.getQueryData<OrganizerRetoView>(key)?.revision ?? 0;
        try {
          queryClient.setQueryData(key, await updateReto(eventId, { ...changes, revision }));
          toast(retoConfigTexts.saved);
          return true;
        } catch (error) {
          toast(refusalText(error), toastDurations.long);
          if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: key });
          return false;
        }
      };
      const saved = queue.current.then(save);
      queue.current = saved;
      return saved;
    },
    [eventId, queryClient, toast],
  );
}
