// What an event's admin screens follow live: a notice that a registrant was added, changed or removed,
// naming only the registrant. The screen then reads its list again through the API, which applies
// the reader's role; no personal data travels over the socket.
export const registrantsTopic = (eventId: number) => `registrants:${eventId}`;

/** The event of a registrants topic, or null for another topic. */
export function registrantsTopicEvent(topic: string): number | null {
  const match = /^registrants:(\d{1,9})$/.exec(topic);
  return match ? Number(match[1]) : null;
}

export interface RegistrantsNotice {
  type: 'registrants';
  topic: string;
  eventId: number;
  registroId: string;
}

/** A one-time ticket to subscribe to a private topic (POST /api/events/{id}/registrants-live-ticket). */
export interface TopicTicket {
  topic: string;
  ticket: string;
}

