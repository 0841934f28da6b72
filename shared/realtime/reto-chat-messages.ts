// What a reto's chat pushes over the WebSocket API, on private topics the HTTP API issues tickets to
// its parties only: an athlete's thread (that athlete), the broadcasts (the participants), and the
// organizer's topic, which carries every thread's messages and the broadcasts.
import type { RetoMessageView } from '@shared/retos/reto-chat';

export const retoChatTopic = (eventId: string, userID: string) => `reto-chat:${eventId}:${userID}`;
export const retoBroadcastTopic = (eventId: string) => `reto-broadcast:${eventId}`;
export const retoOrganizerTopic = (eventId: string) => `reto-organizer:${eventId}`;

export interface RetoChatPush {
  type: 'retoChat';
  topic: string;
  eventID: string;
  /** The athlete whose thread it belongs to, or 'all' for a broadcast. */
  thread: string;
  message: RetoMessageView;
  /**
   * A thread's message: the unread messages of the thread for the topic's reader (the athlete on
   * their topic, the organizer on theirs). A broadcast: the broadcasts sent so far.
   */
  count: number;
}
