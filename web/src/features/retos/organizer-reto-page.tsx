// /retos-organizador/{eventID} (docs/retos.md §2.8): a sign-in form for a signed-out visitor, a spinner while
// the reto loads, 'El id del evento ingresado no existe' or 'Usuario no autorizado para este evento';
// then the reto's summary card ('Configuración del reto', 'Participantes') and its tabs. The
// configuration is this feature's; the access codes, participants and messages are the slots the
// app composes in (a tab shows only when its slot is given). A slot may open the 'Mensajes' tab on one
// participant's thread (the participants table's 'Mensaje'); that tab carries the unread count.
import { Alert, Badge, Button, Card, Flex, Tabs, Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { retoMessages, retoOrganizerTexts, type OrganizerRetoView } from '@shared/retos/virtual-event';
import { LoadingView } from '@web/components/loading-view';
import { PageTitle } from '@web/components/page';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import type { OpenThread } from './chat/reto-organizer-messages';
import { useOrganizerUnread } from './chat/use-organizer-unread';
import { RetoConfiguration } from './reto-configuration';
import { useRetoConfig } from './use-reto-config';

const texts = retoPageTexts.organizer;

/** The link between the tabs: a participant's thread to open in 'Mensajes'. */
export interface RetoChatLink {
  startWith: OpenThread | null;
  open: (thread: OpenThread) => void;
}

export type OrganizerRetoSlot = (reto: OrganizerRetoView, chat: RetoChatLink) => ReactNode;
export type OrganizerRetoSlots = Partial<Record<'codes' | 'participants' | 'messages', OrganizerRetoSlot>>;
type TabName = keyof typeof texts.tabs;

function RetoSummaryCard({ reto, onTab, withParticipants }: { reto: OrganizerRetoView; onTab: (tab: TabName) => void; withParticipants: boolean }) {
  return (
    <Card variation="elevated">
      <Flex direction="column" gap="0.5rem">
        <PageTitle>{reto.eventName}</PageTitle>
        <Text>
          {retoPageTexts.start}: {retoPageTexts.date(reto.eventStart)}
        </Text>
        <Text>
          {retoPageTexts.end}: {retoPageTexts.date(reto.eventEnd)}
        </Text>
        <Text>
          {retoPageTexts.distance}: {retoOrganizerTexts.distance(reto.distance)}
        </Text>
        <Text fontSize="small" color="font.secondary">
          ID {reto.eventID}
        </Text>
        <Flex gap="0.5rem" wrap="wrap">
          <Button variation="primary" onClick={() => onTab('configuration')}>
            {texts.configuration}
          </Button>
          {withParticipants && <Button onClick={() => onTab('participants')}>{texts.participants}</Button>}
        </Flex>
      </Flex>
    </Card>
  );
}

function OrganizerReto({ eventId, slots }: { eventId: string; slots: OrganizerRetoSlots }) {
  const config = useRetoConfig(eventId);
  const [tab, setTab] = useState<TabName>('configuration');
  const [startWith, setStartWith] = useState<OpenThread | null>(null);
  const unread = useOrganizerUnread(eventId, slots.messages !== undefined && config.isSuccess);
  const status = config.error instanceof ApiError ? config.error.status : undefined;
  if (status === 404) return <Alert variation="error">{retoMessages.adminNotFound}</Alert>;
  if (status === 403) return <Alert variation="error">{retoMessages.notAuthorized}</Alert>;
  if (config.error) return <Alert variation="error">{errorMessage(config.error)}</Alert>;
  if (!config.data) return <LoadingView />;

  const reto = config.data;
  const chat: RetoChatLink = {
    startWith,
    open: (thread) => {
      setStartWith(thread);
      setTab('messages');
    },
  };
  const tabs: { name: TabName; content: () => ReactNode }[] = [
    { name: 'configuration', content: () => <RetoConfiguration reto={reto} /> },
    ...(['codes', 'participants', 'messages'] as const).flatMap((name) => {
      const slot = slots[name];
      return slot ? [{ name, content: () => slot(reto, chat) }] : [];
    }),
  ];
  return (
    <>
      <RetoSummaryCard reto={reto} onTab={setTab} withParticipants={slots.participants !== undefined} />
      <Tabs.Container
        value={tab}
        onValueChange={(value) => {
          setStartWith(null);
          setTab(value as TabName);
        }}
        isLazy
      >
        <Tabs.List spacing="relative" wrap="wrap">
          {tabs.map(({ name }) => (
            <Tabs.Item key={name} value={name}>
              {texts.tabs[name]}
              {name === 'messages' && unread > 0 && ' '}
              {name === 'messages' && unread > 0 && (
                <Badge size="small" variation="error" marginInlineStart="0.375rem">
                  {unread}{' '}
                  <VisuallyHidden>{texts.unreadSuffix}</VisuallyHidden>
                </Badge>
              )}
            </Tabs.Item>
          ))}
        </Tabs.List>
        {tabs.map(({ name, content }) => (
          <Tabs.Panel key={name} value={name} paddingTop="1rem">
            {content()}
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </>
  );
}

interface OrganizerRetoPageProps {
  eventId: string;
  /** What a signed-out visitor sees: the accounts feature's sign-in form. */
  signIn: ReactNode;
  slots: OrganizerRetoSlots;
}

export function OrganizerRetoPage({ eventId, signIn, slots }: OrganizerRetoPageProps) {
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'signedOut') return signIn;
  return <OrganizerReto eventId={eventId} slots={slots} />;
}
