// The athlete's two message buttons on a reto's page (docs/retos.md §2.6): 'Mensajes del organizador' (the
// broadcasts, read-only) and 'Chat con el organizador', each with its unread count, live. Each opens
// a dialog with the history ('Mostrar más') — the chat also with a box and 'Enviar' — and opening it
// marks it read. Nothing shows to someone who does not take part in the reto (their place is held,
// unseen, until the counts say so).
import { Badge, Button, Flex, VisuallyHidden } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { RetoChatPush } from '@shared/realtime/reto-chat-messages';
import type { AthleteUnread, ChatStream } from '@shared/retos/reto-chat';
import { chatTexts } from '@shared/retos/reto-chat-texts';
import { useAuth } from '@web/lib/auth-session';
import { chatKeys, fetchBroadcasts, fetchMyMessages, fetchUnread, markRead, sendMyMessage } from './chat-api';
import { ChatDialog } from './chat-dialog';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { useChatTopic } from './use-chat-topic';
import { addMessage, useMessagePages } from './use-message-pages';

/** The query of a stream's messages: the athlete's own thread or the broadcasts. */
const messagesKey = (eventId: string, stream: ChatStream) => (stream === 'chat' ? chatKeys.mine(eventId) : chatKeys.broadcasts(eventId));

function UnreadButton({ label, unread, onClick }: { label: string; unread: number; onClick: () => void }) {
  return (
    // The count is read out in words after the label, so the name starts with what the button shows.
    <Button onClick={onClick} gap="0.5rem">
      {label}
      {unread > 0 && (
        <>
          <Badge size="small" variation="error" aria-hidden="true">
            {unread}
          </Badge>
          <VisuallyHidden>{`, ${chatTexts.unread(unread)}`}</VisuallyHidden>
        </>
      )}
    </Button>
  );
}

function StreamDialog({ eventId, stream, reconnecting, onClose }: { eventId: string; stream: ChatStream; reconnecting: boolean; onClose: () => void }) {
  const isChat = stream === 'chat';
  const pages = useMessagePages(messagesKey(eventId, stream), (cursor) =>
    isChat ? fetchMyMessages(eventId, cursor) : fetchBroadcasts(eventId, cursor),
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages.query;
  return (
    <ChatDialog title={isChat ? chatTexts.chatButton : chatTexts.broadcastsButton} reconnecting={reconnecting} onClose={onClose}>
      <MessageList
        messages={pages.messages}
        senderOf={(message) => (message.sender === 'athlete' ? chatTexts.you : chatTexts.organizer)}
        isOwn={(message) => message.sender === 'athlete'}
        empty={isChat ? chatTexts.noMessages : chatTexts.noBroadcasts}
        more={hasNextPage ? { onMore: () => void fetchNextPage(), loading: isFetchingNextPage } : undefined}
      />
      {isChat && <MessageComposer label={chatTexts.messageLabel} sendLabel={chatTexts.send} send={(request) => sendMyMessage(eventId, request)} onSent={pages.add} />}
    </ChatDialog>
  );
}

/** The counts after a push: the thread's comes with it; the broadcasts' is the new total less those read. */
function countsAfter(unread: AthleteUnread, push: RetoChatPush, open: ChatStream | null): AthleteUnread {
  if (push.thread !== 'all') return { ...unread, chat: open === 'chat' ? 0 : push.count };
  const read = unread.broadcastsTotal - unread.broadcasts;
  return { ...unread, broadcastsTotal: push.count, broadcasts: open === 'broadcasts' ? 0 : Math.max(0, push.count - read) };
}

function MessageButtons({ eventId, userID }: { eventId: string; userID: string }) {
  const queryClient = useQueryClient();
  const unread = useQuery({ queryKey: chatKeys.unread(eventId), queryFn: () => fetchUnread(eventId), retry: false });
  const [open, setOpen] = useState<ChatStream | null>(null);
  const participant = unread.isSuccess;

  // A failed mark only leaves the count as it was.
  const read = useCallback(
    (stream: ChatStream) =>
      markRead(eventId, stream).then(
        (counts) => queryClient.setQueryData(chatKeys.unread(eventId), counts),
        () => undefined,
      ),
    [eventId, queryClient],
  );
  const onPush = (push: RetoChatPush) => {
    const stream: ChatStream = push.thread === 'all' ? 'broadcasts' : 'chat';
    addMessage(queryClient, messagesKey(eventId, stream), push.message);
    queryClient.setQueryData<AthleteUnread>(chatKeys.unread(eventId), (counts) => (counts ? countsAfter(counts, push, open) : counts));
    if (open === stream) void read(stream);
  };
  // Each topic, once followed, reads again its own stream and the counts: not the other topic's.
  const caughtUp = (stream: ChatStream) => () => {
    void queryClient.invalidateQueries({ queryKey: messagesKey(eventId, stream) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread(eventId) });
  };
  const chatStatus = useChatTopic({ eventId, topic: 'chat', userID, enabled: participant, onPush, onCaughtUp: caughtUp('chat') });
  const broadcastsStatus = useChatTopic({ eventId, topic: 'broadcasts', enabled: participant, onPush, onCaughtUp: caughtUp('broadcasts') });

  // While the counts load, the buttons hold their place unseen, so the stepper below does not move when they show.
  if (unread.isPending) {
    return (
      <Flex gap="0.5rem" wrap="wrap" style={{ visibility: 'hidden' }}>
        <UnreadButton label={chatTexts.broadcastsButton} unread={0} onClick={() => undefined} />
        <UnreadButton label={chatTexts.chatButton} unread={0} onClick={() => undefined} />
      </Flex>
    );
  }
  if (!unread.data) return null;
  const openStream = (stream: ChatStream) => {
    setOpen(stream);
    void read(stream);
  };
  return (
    <Flex gap="0.5rem" wrap="wrap">
      <UnreadButton label={chatTexts.broadcastsButton} unread={unread.data.broadcasts} onClick={() => openStream('broadcasts')} />
      <UnreadButton label={chatTexts.chatButton} unread={unread.data.chat} onClick={() => openStream('chat')} />
      {open && (
        <StreamDialog
          eventId={eventId}
          stream={open}
          reconnecting={(open === 'chat' ? chatStatus : broadcastsStatus) === 'reconnecting'}
          onClose={() => setOpen(null)}
        />
      )}
    </Flex>
  );
}

/** The athlete's message buttons of the reto: for its signed-in participants only. */
export function RetoMessageButtons({ eventId }: { eventId: string }) {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  return <MessageButtons eventId={eventId} userID={state.userId} />;
}
