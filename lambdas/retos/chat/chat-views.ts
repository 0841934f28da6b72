// The chat as the API answers it: messages, pages with the cursor of the next one, and the
// organizer's threads.
import type { ChatThreadPage, ChatThreadView, RetoMessagePage, RetoMessageView } from '@shared/retos/reto-chat';
import type { RetoChatThreadItem } from '@lambdas/data/reto-chat-thread-entity';
import type { RetoMessageItem } from '@lambdas/data/reto-message-entity';

export function toMessageView(item: RetoMessageItem): RetoMessageView {
  return { id: item.id, type: item.type, text: item.text, topics: item.topics, userIDCreate: item.userIDCreate, sender: item.sender, date: item.date };
}

export function toMessagePage({ messages, more }: { messages: RetoMessageItem[]; more: boolean }): RetoMessagePage {
  const last = messages.at(-1);
  return { messages: messages.map(toMessageView), ...(more && last ? { cursor: last.id } : {}) };
}

export function toThreadView(item: RetoChatThreadItem): ChatThreadView {
  return {
    userID: item.userID,
    athleteName: item.athleteName,
    lastMessage: { text: item.lastText, sender: item.lastSender, date: item.lastDate },
    unread: item.unreadByOrganizer ?? 0,
  };
}

export function toThreadPage({ threads, more }: { threads: RetoChatThreadItem[]; more: boolean }): ChatThreadPage {
  const last = threads.at(-1);
  return { threads: threads.map(toThreadView), ...(more && last ? { cursor: `${last.lastId}|${last.userID}` } : {}) };
}
