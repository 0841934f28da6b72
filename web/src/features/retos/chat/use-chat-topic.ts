// Follows one of a reto's chat topics live (a ticket asked for at every connection): each message
// pushed goes to onPush; at every confirmed subscription (the first, and after a drop and reconnect)
// onCaughtUp asks the screen to read again what was sent while it was not yet, or no longer,
// following. Answers whether the topic is live or reconnecting.
import { useEffect, useRef, useState } from 'react';
import { retoBroadcastTopic, retoChatTopic, retoOrganizerTopic, type RetoChatPush } from '@shared/realtime/reto-chat-messages';
import type { ChatTicketTopic } from '@shared/retos/reto-chat';
import { subscribe, type LiveSocketStatus } from '@web/lib/live-socket';
import { chatTicket } from './chat-api';

interface ChatTopicOptions {
  eventId: string;
  topic: ChatTicketTopic;
  /** The athlete's id, for their own thread's topic. */
  userID?: string;
  /** Off until the caller is known to be a party (a ticket would be refused). */
  enabled: boolean;
  onPush: (push: RetoChatPush) => void;
  onCaughtUp: () => void;
}

function topicName({ eventId, topic, userID = '' }: Pick<ChatTopicOptions, 'eventId' | 'topic' | 'userID'>): string {
  if (topic === 'organizer') return retoOrganizerTopic(eventId);
  return topic === 'chat' ? retoChatTopic(eventId, userID) : retoBroadcastTopic(eventId);
}

export function useChatTopic(options: ChatTopicOptions): LiveSocketStatus {
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  // The latest callbacks, without following the topic again each render.
  const handlers = useRef(options);
  useEffect(() => {
    handlers.current = options;
  });
  const { eventId, topic, userID, enabled } = options;

  useEffect(() => {
    if (!enabled) return;
    return subscribe(topicName({ eventId, topic, userID }), (message) => handlers.current.onPush(message as unknown as RetoChatPush), {
      onStatus: (next) => {
        setStatus(next);
        if (next === 'live') handlers.current.onCaughtUp();
      },
      ticket: () => chatTicket(eventId, topic),
    });
  }, [eventId, topic, userID, enabled]);

  return status;
}
