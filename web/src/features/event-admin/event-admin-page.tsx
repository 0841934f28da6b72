// The admin screen of an event (docs/registration.md §2 Event admin screen): 'Cargando Datos ...'
// until the caller's standing is known, then the tabs its profile may use. The tabs of other features
// (the desk form, the configuration) are composed in by the app.
import { Alert, Heading, Tabs, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { may, type MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { eventApiMessages } from '@shared/results/results-texts';
import { ScrollingTabList } from '@web/components/scrolling-tab-list';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useEventDetail } from '@web/lib/event-detail';
import { confirmDiscard } from '@web/lib/unsaved-changes';
import { fetchMyAccess, myAccessKey } from './admin-api';
import { AuthorizedUsersTab } from './authorized-users-tab';
import { DashboardTab } from './dashboard-tab';
import { DeletedFoliosTab } from './deleted-folios-tab';
import { FormSubmissionsTab } from './form-submissions-tab';
import { IngresosTab } from './ingresos-tab';
import { WaitlistTab } from './waitlist-tab';

export interface AdminSlots {
  convocatoria: (access: MyEventAccess) => ReactNode;
  formulario: (access: MyEventAccess) => ReactNode;
  configuracion: (access: MyEventAccess) => ReactNode;
  web: (access: MyEventAccess) => ReactNode;
  /** The timer's review queue of doubtful reads. */
  revision: (access: MyEventAccess) => ReactNode;
}

interface AdminTab {
  value: keyof typeof adminTexts.tabs;
  shown: boolean;
  content: () => ReactNode;
}

export function EventAdmin({ eventId, slots }: { eventId: number; slots: AdminSlots }) {
  const access = useQuery({
    queryKey: myAccessKey(eventId),
    queryFn: () => fetchMyAccess(eventId),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  const detail = useEventDetail(eventId);
  const [chosen, setCurrent] = useState<string | null>(null);
  if (access.error instanceof ApiError && access.error.status === 403) return <Alert variation="error">{eventApiMessages.notAuthorizedForEvent}</Alert>;
  if (access.error || detail.error) return <Text>{errorMessage(access.error ?? detail.error)}</Text>;
  if (!access.data || !detail.data) return <Text>{adminTexts.loading}</Text>;

  const mine = access.data;
  const can = (action: Parameters<typeof may>[1]) => mine.actions.includes(action);
  const tabs: AdminTab[] = [
    { value: 'convocatoria', shown: detail.data.sections.convocatoria.blocks.length > 0, content: () => slots.convocatoria(mine) },
    { value: 'formulario', shown: can('registerAtDesk'), content: () => slots.formulario(mine) },
    { value: 'ingresos', shown: can('viewRegistrants'), content: () => <IngresosTab eventId={eventId} access={mine} event={detail.data.event} /> },
    { value: 'dashboard', shown: can('dashboard'), content: () => <DashboardTab eventId={eventId} /> },
    { value: 'configuracion', shown: can('configure'), content: () => slots.configuracion(mine) },
    { value: 'web', shown: can('configure'), content: () => slots.web(mine) },
    { value: 'revision', shown: can('reviewReads'), content: () => slots.revision(mine) },
    { value: 'usuarios', shown: can('manageUsers'), content: () => <AuthorizedUsersTab eventId={eventId} access={mine} /> },
    { value: 'folios', shown: can('releaseFolio'), content: () => <DeletedFoliosTab eventId={eventId} /> },
    // Sold-out modalities' waiting lists: for whoever reads every registrant.
    { value: 'espera', shown: can('listAll'), content: () => <WaitlistTab eventId={eventId} /> },
    // What visitors sent through the organizer web's forms: for whoever reads every registrant.
    { value: 'formularios', shown: can('listAll'), content: () => <FormSubmissionsTab eventId={eventId} zonaHoraria={detail.data.event.zonaHoraria} modalidades={detail.data.sections.modalidades} /> },
  ];
  const shown = tabs.filter((tab) => tab.shown);
  // Ingresos first, for the profiles that see it; a cronometrista opens on its review queue.
  const current = chosen ?? (shown.some((tab) => tab.value === 'ingresos') ? 'ingresos' : (shown[0]?.value ?? 'ingresos'));
  return (
    <>
      <Heading level={1} fontSize={{ base: 'xl', medium: 'xxl' }}>
        {detail.data.event.nombreEvento}
      </Heading>
      {/* A tab switch unmounts the configuration forms: their unsaved changes are asked about first. */}
      <Tabs.Container value={current} onValueChange={(next) => confirmDiscard() && setCurrent(next)} isLazy>
        <ScrollingTabList current={current} label={adminTexts.tabsLabel}>
          {shown.map((tab) => (
            <Tabs.Item key={tab.value} value={tab.value}>
              {adminTexts.tabs[tab.value]}
            </Tabs.Item>
          ))}
        </ScrollingTabList>
        {shown.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} paddingTop="1rem">
            {tab.content()}
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </>
  );
}
