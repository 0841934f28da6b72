// The event whose site is edited, for what any field deep in the editor needs it for: its image
// uploads (the id) and its countdowns (the zone its clock is read in).
import { createContext, useContext } from 'react';

export interface EditorEvent {
  eventId: number;
  /** The event's IANA zone (zonaHoraria). */
  zone: string;
}

export const EditorEventContext = createContext<EditorEvent | null>(null);

function useEditorEvent(): EditorEvent {
  const event = useContext(EditorEventContext);
  if (event === null) throw new Error('useEditorEvent outside the site editor');
  return event;
}

export const useEditorEventId = () => useEditorEvent().eventId;
export const useEditorZone = () => useEditorEvent().zone;
