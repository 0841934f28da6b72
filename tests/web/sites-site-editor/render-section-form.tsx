// Renders one section's form as the editor does (its event, toasts), keeping each edit as the draft
// would: the test reads the section the form last handed up.
import { render } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { useState } from 'react';
import type { SectionComponent, SiteSection } from '@shared/sites/site-schema';
import { ToastProvider } from '@web/lib/toasts';
import { EditorEventContext } from '@web/features/sites/site-editor/editor-event';
import { newSection } from '@web/features/sites/site-editor/new-site';
import { SectionForm } from '@web/features/sites/site-editor/section-form';

export const EDITED_EVENT_ID = 7;
/** The edited event's zone: Tijuana, to tell it from central Mexico. */
export const EDITED_EVENT_ZONE = 'America/Tijuana';

/** A section of the type as the editor adds it to a page, with overrides. */
export function aSection(component: SectionComponent, overrides: Record<string, unknown> = {}, pageNames: string[] = []): SiteSection {
  return { ...newSection(component, { eventId: EDITED_EVENT_ID, fechaEvento: '2030-03-01', horaEvento: '20:00', zonaHoraria: EDITED_EVENT_ZONE, pageNames }), ...overrides } as SiteSection;
}

export function renderSectionForm(initial: SiteSection, pageNames: string[] = []) {
  let latest = initial;
  function Draft() {
    const [section, setSection] = useState(initial);
    return (
      <SectionForm
        section={section}
        pageNames={pageNames}
        onChange={(next) => {
          latest = next;
          setSection(next);
        }}
      />
    );
  }
  const user = setUpUser();
  render(
    <ToastProvider>
      <EditorEventContext.Provider value={{ eventId: EDITED_EVENT_ID, zone: EDITED_EVENT_ZONE }}>
        <Draft />
      </EditorEventContext.Provider>
    </ToastProvider>,
  );
  return { user, section: () => latest };
}
