// The event's "Configuración" tab: registration (the registry configuration with the public form's
// preview), each event section as a form or as JSON, and the event's own tracking ids.
import { Tabs, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { sectionTitles } from '@shared/results/console-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventSectionName } from '@shared/results/event-sections';
import { sectionFormTexts as texts } from '@shared/results/section-form-texts';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { confirmDiscard } from '@web/lib/unsaved-changes';
import { eventDetailKey, useEventDetail, type EventDetail } from '@web/lib/event-detail';
import { fetchRegistryConfig, registryConfigKey } from './config-api';
import { ControlPointsFields } from './control-points-fields';
import { ConvocatoriaFields } from './convocatoria-fields';
import { CustomStringsFields } from './custom-strings-fields';
import { CustomViewsFields } from './custom-views-fields';
import { ModalitiesFields } from './modalities-fields';
import { PhotoConfigFields } from './photo-config-fields';
import { RegistryConfigForm } from './registry-config-form';
import { RegistryKeysContext, registryKeysOf } from './registry-keys';
import { SectionPanel } from './section-panel';
import { TimingConfigFields } from './timing-config-fields';
import { TrackingIdsForm } from './tracking-ids-form';

/** One row of tabs that scrolls sideways, each name on one line, instead of three rows on a phone. */
const NO_WRAP = { whiteSpace: 'nowrap', flex: 'none' } as const;

/** The sections in the tab's order. */
const SECTION_TABS: readonly EventSectionName[] = ['modalidades', 'puntosControl', 'timingConfig', 'convocatoria', 'photoConfig', 'customViews', 'customStrings'];

function sectionFields(section: EventSectionName, event: EventSummary, modalityCodes: readonly string[]): ReactNode {
  switch (section) {
    case 'modalidades':
      return <ModalitiesFields startsAt={`${event.fechaEvento} ${event.horaEvento}:00`} />;
    case 'puntosControl':
      return <ControlPointsFields modalityCodes={modalityCodes} />;
    case 'timingConfig':
      return <TimingConfigFields />;
    case 'convocatoria':
      return <ConvocatoriaFields />;
    case 'photoConfig':
      return <PhotoConfigFields />;
    case 'customViews':
      return <CustomViewsFields />;
    case 'customStrings':
      return <CustomStringsFields />;
    default:
      return undefined;
  }
}

export function ConfigurationTab({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const detail = useEventDetail(eventId);
  const registry = useQuery({ queryKey: registryConfigKey(eventId), queryFn: () => fetchRegistryConfig(eventId) });
  const [tab, setTab] = useState('registry');

  const error = detail.error ?? registry.error;
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!detail.data || !registry.data) return <LoadingView />;

  const patchDetail = (patch: (old: EventDetail) => EventDetail) => queryClient.setQueryData<EventDetail>(eventDetailKey(eventId), (old) => old && patch(old));
  const sectionSaved = (section: EventSectionName) => (data: unknown) => patchDetail((old) => ({ ...old, sections: { ...old.sections, [section]: data } }));
  const registrySaved = (config: RegistryConfig) => queryClient.setQueryData(registryConfigKey(eventId), config);
  const eventSaved = (event: EventSummary) => patchDetail((old) => ({ ...old, event }));

  const { event, sections } = detail.data;
  const modalityCodes = sections.modalidades.map((modality) => modality.codigoModalidad);
  // Switching tabs unmounts the form on show: its unsaved changes would be lost without a word.
  const switchTab = (next: string) => {
    if (confirmDiscard()) setTab(next);
  };
  return (
    <RegistryKeysContext.Provider value={registryKeysOf(registry.data)}>
      <Tabs.Container value={tab} onValueChange={switchTab} isLazy>
        <Tabs.List spacing="relative" wrap="nowrap" aria-label={texts.tabsLabel} style={{ overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Item value="registry" style={NO_WRAP}>
            {texts.registryTab}
          </Tabs.Item>
          {SECTION_TABS.map((section) => (
            <Tabs.Item key={section} value={section} style={NO_WRAP}>
              {sectionTitles[section]}
            </Tabs.Item>
          ))}
          <Tabs.Item value="tracking" style={NO_WRAP}>
            {texts.trackingTab}
          </Tabs.Item>
        </Tabs.List>
        <Tabs.Panel value="registry" paddingTop="1rem">
          <RegistryConfigForm eventId={eventId} config={registry.data} zone={event.zonaHoraria} modalityCodes={modalityCodes} onSaved={registrySaved} />
        </Tabs.Panel>
        {SECTION_TABS.map((section) => (
          <Tabs.Panel key={section} value={section} paddingTop="1rem">
            <SectionPanel eventId={eventId} section={section} value={sections[section]} onSaved={sectionSaved(section)} fields={sectionFields(section, event, modalityCodes)} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="tracking" paddingTop="1rem">
          <TrackingIdsForm event={event} onSaved={eventSaved} />
        </Tabs.Panel>
      </Tabs.Container>
    </RegistryKeysContext.Provider>
  );
}
