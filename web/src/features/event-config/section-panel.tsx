// One event section in the Configuración tab: its form, or the same section as JSON ("Avanzado").
// Each view opens on the section as last saved.
import { Flex, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import type { EventSectionName } from '@shared/results/event-sections';
import { sectionFormTexts as texts } from '@shared/results/section-form-texts';
import { JsonSectionEditor } from '@web/components/json-section-editor';
import { errorMessage } from '@web/lib/error-message';
import { saveSection } from './config-api';
import { SectionForm } from './section-form';

type View = 'form' | 'json';

interface SectionPanelProps {
  eventId: number;
  section: EventSectionName;
  value: unknown;
  onSaved: (data: unknown) => void;
  /** The section's inputs; without them the section is edited as JSON only. */
  fields?: ReactNode;
}

export function SectionPanel({ eventId, section, value, onSaved, fields }: SectionPanelProps) {
  const [view, setView] = useState<View>(fields ? 'form' : 'json');
  return (
    <Flex direction="column" gap="1rem">
      {fields && (
        <ToggleButtonGroup value={view} isExclusive isSelectionRequired onChange={(next) => setView(next as View)} aria-label={texts.viewLabel}>
          <ToggleButton value="form">{texts.formView}</ToggleButton>
          <ToggleButton value="json">{texts.jsonView}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {view === 'form' && fields ? (
        <SectionForm eventId={eventId} section={section} value={value} onSaved={onSaved}>
          {fields}
        </SectionForm>
      ) : (
        <JsonSectionEditor section={section} value={value} save={(data) => saveSection(eventId, section, data)} onSaved={onSaved} failureText={errorMessage} />
      )}
    </Flex>
  );
}
