// The event whose site is edited, for what any field deep in the editor needs it for (its image uploads).
import { createContext, useContext } from 'react';

export const EditorEventContext = createContext<number | null>(null);

export function useEditorEventId(): number {
  const eventId = useContext(EditorEventContext);
  if (eventId === null) throw new Error('useEditorEventId outside the site editor');
  return eventId;
}
