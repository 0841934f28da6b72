// The sections of an organizer web drawn from the platform's data (docs/sites.md §2.10): a form fed by one of
// the event's field groups, the event's registration, the organizer's events, an event's web (its
// convocatoria), a custom result view and the event's results widget.
import { View } from '@aws-amplify/ui-react';
import { ConvocatoriaView } from '../convocatoria-page';
import { CustomViewContent } from '../custom-view-page';
import { EventListSection } from './event-list-section';
import { FormSection } from './form-section';
import { RegistrationSection } from './registration-section';
import { ResultsSection } from './results-section';
import type { PlatformSection, SectionOf } from './section-types';
import { useSite } from './site-context';

/** A result view keeps its designed size; a narrow screen scrolls it sideways. */
function ResultViewSection({ section }: { section: SectionOf<'resultView'> }) {
  const { detail } = useSite();
  return (
    <View overflow="auto" maxWidth="100%">
      <CustomViewContent eventId={section.eventId} viewIndex={section.viewIndex} bib={detail} />
    </View>
  );
}

export function PlatformSectionView({ section }: { section: PlatformSection }) {
  switch (section.component) {
    case 'registration':
      return <RegistrationSection section={section} />;
    case 'eventList':
      return <EventListSection section={section} />;
    case 'eventWeb':
      return <ConvocatoriaView eventId={section.eventId} />;
    case 'resultView':
      return <ResultViewSection section={section} />;
    case 'results':
      return <ResultsSection section={section} />;
    case 'form':
      return <FormSection section={section} />;
  }
}

export function renderPlatformSection(section: PlatformSection) {
  return <PlatformSectionView section={section} />;
}
