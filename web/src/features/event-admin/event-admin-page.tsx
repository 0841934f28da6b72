// The admin screen of an event (docs/registration.md §2 Event admin screen): 'Cargando Datos ...'
// until the caller's standing is known, then the tabs its profile may use. The tabs of other features
// (the desk form, the configuration) are composed in by the app.
import { Alert, Heading, Tabs, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { may, type MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { eventApiMessages } from '@shared/results/results-texts';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useEventDetail } from '@web/lib/event-detail';
import { fetchMyAccess, myAccessKey } from './admin-api';
import { AuthorizedUsersTab } from './authorized-users-tab';
import { DashboardTab } from './dashboard-tab';
import { DeletedFoliosTab } from './deleted-folios-tab';
import { FormSubmissionsTab } from './form-submissions-tab';
import { IngresosTab } from './ingresos-tab';

export interface AdminSlots {
  convocatoria: (access: MyEventAccess) => ReactNode;
  formulario: (access: MyEventAccess) => ReactNode;
  configuracion: (access: MyEventAccess) => ReactNode;
  web: (access: MyEventAccess) => ReactNode;
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
    { value: 'usuarios', shown: can('manageUsers'), content: () => <AuthorizedUsersTab eventId={eventId} access={mine} /> },
    { value: 'folios', shown: can('releaseFolio'), content: () => <DeletedFoliosTab eventId={eventId} /> },
    // What visitors sent through the organizer web's forms: for whoever reads every registrant.
    { value: 'formularios', shown: can('listAll'), content: () => <FormSubmissionsTab eventId={eventId} zonaHoraria={detail.data.event.zonaHoraria} modalidades={detail.data.sections.modalidades} /> },
  ];
  const shown = tabs.filter((tab) => tab.shown);
  return (
    <>
      <Heading level={1} fontSize="xxl">{detail.data.event.nombreEvento}</Heading>
      <Tabs.Container defaultValue="ingresos" isLazy>
        <Tabs.List spacing="relative" wrap="wrap">
          {shown.map((tab) => (
            <Tabs.Item key={tab.value} value={tab.value}>
              {adminTexts.tabs[tab.value]}
            </Tabs.Item>
          ))}
        </Tabs.List>
        {shown.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} paddingTop="1rem">
            {tab.content()}
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </>
  );
}
