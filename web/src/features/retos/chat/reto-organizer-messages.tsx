// The organizer's 'Mensajes' tab of a reto (docs/retos.md §2.8 'Envia mensajes a los participantes del
// evento'): a message to every participant and those sent, the participants' threads by latest
// activity with their unread counts, and one thread opened to read (which marks it read) and answer —
// or to write first, opened from the participants table (`startWith`).
// Everything follows the organizer's live topic; after a drop it reads again what it shows.
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { RetoChatPush } from '@shared/realtime/reto-chat-messages';
import { BROADCASTS, type ChatThreadView } from '@shared/retos/reto-chat';
import { chatMessages, chatTexts } from '@shared/retos/reto-chat-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { answerThread, chatKeys, fetchBroadcasts, fetchThread, fetchThreads, markThreadRead, sendBroadcast } from './chat-api';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useChatTopic } from './use-chat-topic';
import { addMessage, useMessagePages } from './use-message-pages';

/** Marks a thread read and reads the list again for its count; a failure only leaves the count as it was. */
function useReadThread(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (userID: string) =>
      markThreadRead(eventId, userID).then(
        () => queryClient.invalidateQueries({ queryKey: chatKeys.threads(eventId) }),
        () => undefined,
      ),
    [eventId, queryClient],
  );
}

/** A participant's thread to open: from the threads list, or from the participants table. */
export interface OpenThread {
  userID: string;
  athleteName: string;
}

function Broadcasts({ eventId }: { eventId: string }) {
  const toast = useToast();
  const pages = useMessagePages(chatKeys.broadcasts(eventId), (cursor) => fetchBroadcasts(eventId, cursor));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages.query;
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <MessageComposer
          label={chatTexts.broadcastLabel}
          sendLabel={chatTexts.sendToAll}
          send={(request) => sendBroadcast(eventId, request)}
          onSent={(message) => {
            pages.add(message);
            toast(chatMessages.broadcastSent);
          }}
        />
        {pages.messages.length > 0 && (
          <MessageList
            messages={pages.messages}
            senderOf={() => chatTexts.organizer}
            isOwn={() => true}
            empty={chatTexts.noBroadcasts}
            more={hasNextPage ? { onMore: () => void fetchNextPage(), loading: isFetchingNextPage } : undefined}
          />
        )}
      </Flex>
    </Card>
  );
}

function ThreadRow({ thread, onOpen }: { thread: ChatThreadView; onOpen: () => void }) {
  const from = thread.lastMessage.sender === 'organizer' ? `${chatTexts.you}: ` : '';
  return (
    <Card as="li" variation="outlined" padding="0.75rem">
      <Flex justifyContent="space-between" alignItems="center" gap="0.75rem">
        <Flex direction="column" gap="0.125rem" minWidth="0">
          <Text fontWeight="bold">{thread.athleteName}</Text>
          <Text color="font.secondary" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {from}
            {thread.lastMessage.text}
          </Text>
        </Flex>
        <Flex alignItems="center" gap="0.5rem" shrink="0">
          {thread.unread > 0 && (
            <Badge size="small" variation="error" aria-label={chatTexts.unread(thread.unread)}>
              {thread.unread}
            </Badge>
          )}
          <Button size="small" onClick={onOpen} aria-label={`${chatTexts.open} ${thread.athleteName}`}>
            {chatTexts.open}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function Threads({ eventId, onOpen }: { eventId: string; onOpen: (thread: OpenThread) => void }) {
  const threads = useInfiniteQuery({
    queryKey: chatKeys.threads(eventId),
    queryFn: ({ pageParam }) => fetchThreads(eventId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
  if (threads.error) return <Text>{errorMessage(threads.error)}</Text>;
  const list = threads.data?.pages.flatMap((page) => page.threads) ?? [];
  return (
    <Flex direction="column" gap="0.5rem">
      <Heading level={3} fontSize="xl">{chatTexts.threads}</Heading>
      {threads.isSuccess && list.length === 0 && <Text color="font.secondary">{chatTexts.noThreads}</Text>}
      <Flex as="ul" direction="column" gap="0.5rem" padding="0" margin="0" style={{ listStyle: 'none' }}>
        {list.map((thread) => (
          <ThreadRow key={thread.userID} thread={thread} onOpen={() => onOpen({ userID: thread.userID, athleteName: thread.athleteName })} />
        ))}
      </Flex>
      {threads.hasNextPage && (
        <Button size="small" alignSelf="center" isLoading={threads.isFetchingNextPage} onClick={() => void threads.fetchNextPage()}>
          {chatTexts.more}
        </Button>
      )}
    </Flex>
  );
}

function Thread({ eventId, thread, onBack }: { eventId: string; thread: OpenThread; onBack: () => void }) {
  const readThread = useReadThread(eventId);
  const pages = useMessagePages(chatKeys.thread(eventId, thread.userID), (cursor) => fetchThread(eventId, thread.userID, cursor));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages.query;
  useEffect(() => {
    void readThread(thread.userID);
  }, [readThread, thread.userID]);
  return (
    <Flex direction="column" gap="0.75rem">
      <Button size="small" alignSelf="flex-start" onClick={onBack}>
        {chatTexts.backToThreads}
      </Button>
      <Heading level={3} fontSize="xl">{thread.athleteName}</Heading>
      <MessageList
        messages={pages.messages}
        senderOf={(message) => (message.sender === 'organizer' ? chatTexts.you : thread.athleteName)}
        isOwn={(message) => message.sender === 'organizer'}
        empty={chatTexts.noThreadMessages}
        more={hasNextPage ? { onMore: () => void fetchNextPage(), loading: isFetchingNextPage } : undefined}
      />
      <MessageComposer label={chatTexts.messageLabel} sendLabel={chatTexts.send} send={(request) => answerThread(eventId, thread.userID, request)} onSent={pages.add} />
    </Flex>
  );
}

export function RetoOrganizerMessages({ eventId, startWith = null }: { eventId: string; startWith?: OpenThread | null }) {
  const queryClient = useQueryClient();
  const readThread = useReadThread(eventId);
  const [open, setOpen] = useState<OpenThread | null>(startWith);
  const onPush = (push: RetoChatPush) => {
    const key = push.thread === BROADCASTS ? chatKeys.broadcasts(eventId) : chatKeys.thread(eventId, push.thread);
    addMessage(queryClient, key, push.message);
    if (push.thread === BROADCASTS) return;
    if (open?.userID === push.thread && push.message.sender === 'athlete') void readThread(push.thread);
    else void queryClient.invalidateQueries({ queryKey: chatKeys.threads(eventId) });
  };
  const status = useChatTopic({
    eventId,
    topic: 'organizer',
    enabled: true,
    onPush,
    onCaughtUp: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all(eventId) }),
  });
  return (
    <Flex direction="column" gap="1rem">
      <Heading level={2} fontSize="xxl">{chatTexts.organizerHeading}</Heading>
      {status === 'reconnecting' && (
        <Text role="status" color="font.warning">
          {chatTexts.reconnecting}
        </Text>
      )}
      {open ? (
        <Thread eventId={eventId} thread={open} onBack={() => setOpen(null)} />
      ) : (
        <>
          <Broadcasts eventId={eventId} />
          <Threads eventId={eventId} onOpen={setOpen} />
        </>
      )}
    </Flex>
  );
}
