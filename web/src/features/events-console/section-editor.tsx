// One event section as validated JSON, saved with PUT /api/events/{id}/sections/{section}.
import type { EventSectionName } from '../../../../shared/results/event-sections';
import { JsonSectionEditor } from '../../components/json-section-editor';
import { saveSection } from './console-api';
import { consoleFailure } from './console-failure';

interface SectionEditorProps {
  eventId: number;
  section: EventSectionName;
  value: unknown;
  onSaved: (data: unknown) => void;
}

export function SectionEditor({ eventId, section, value, onSaved }: SectionEditorProps) {
  const save = async (data: unknown) => (await saveSection(eventId, section, data)).data;
  return <JsonSectionEditor section={section} value={value} save={save} onSaved={onSaved} failureText={consoleFailure} />;
}
