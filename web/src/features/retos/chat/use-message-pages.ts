// A chat thread (or the broadcasts) as the screen shows it: pages read newest first, 'Mostrar más'
// for older ones, and messages that arrive live or from this screen added once (by their id).
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RetoMessagePage, RetoMessageView } from '@shared/retos/reto-chat';

export function useMessagePages(queryKey: QueryKey, fetchPage: (cursor?: string) => Promise<RetoMessagePage>, enabled = true) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
    enabled,
  });
  /** Oldest first, as a conversation reads. */
  const messages = (query.data?.pages.flatMap((page) => page.messages) ?? []).slice().reverse();
  const add = useCallback((message: RetoMessageView) => addMessage(queryClient, queryKey, message), [queryClient, queryKey]);
  return { query, messages, add };
}

/** Puts a new message at the top of the newest page, unless it is there already. */
export function addMessage(queryClient: ReturnType<typeof useQueryClient>, queryKey: QueryKey, message: RetoMessageView): void {
  queryClient.setQueryData<InfiniteData<RetoMessagePage, string | undefined>>(queryKey, (data) => {
    if (!data || data.pages.some((page) => page.messages.some((shown) => shown.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, messages: [message, ...(newest?.messages ?? [])] }, ...older] };
  });
}
