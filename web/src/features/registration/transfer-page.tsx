// /traspaso?event={id}&cambio={cambioId}: the new athlete of a transfer (docs/registration.md,
// Transfers and modality changes) reads what they take over, fills the data step and pays the
// transfer fee; once paid, the registration is theirs and its confirmation page opens from here, with
// the new link the payment answered (a read of the change, which the one who gave it away can make
// too, never names it: the new holder finds it again in their mail).
import { Flex, Text } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChangeView } from '@shared/registration/change-api';
import { changeTexts as texts } from '@shared/registration/change-texts';
import { confirmationPath, type AthleteData } from '@shared/registration/registration-api';
import { EventCard } from '@web/components/event-card';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { RouterButton } from '@web/components/router-button';
import { errorMessage } from '@web/lib/error-message';
import { AthleteDataStep } from './athlete-data-step';
import { changeKey, useChange } from './change-api';
import { ChangePaymentForm } from './change-payment';

const parseEventId = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

function TransferView({ change }: { change: ChangeView }) {
  const queryClient = useQueryClient();
  const [datos, setDatos] = useState<AthleteData | null>(null);
  // The new link, as the payment answered it: a later read of the change no longer names it.
  const [paidLink, setPaidLink] = useState<string | undefined>();
  const enlace = change.enlace ?? paidLink;
  const eventId = change.event.iDEvento;
  if (change.estado === 'aplicado') {
    return (
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Text fontWeight="bold">{enlace ? texts.transferDone : texts.closedTexts.aplicado}</Text>
        {enlace && (
          <RouterButton to={confirmationPath(eventId, enlace)} variation="primary">
            {texts.openConfirmation}
          </RouterButton>
        )}
      </Flex>
    );
  }
  if (change.estado === 'cancelado' || change.estado === 'deshecho') return <Text role="alert">{texts.closedTexts[change.estado]}</Text>;
  return (
    <Flex direction="column" gap="1.25rem">
      <Text>{texts.transferPageIntro(change.event.nombreEvento, change.modalidad)}</Text>
      {datos === null ? (
        <AthleteDataStep datos={null} separarApellidos={change.separarApellidos} onConfirm={setDatos} />
      ) : (
        <>
          <Text>{`${texts.yourData}: ${datos.nombres} · ${datos.correo}`}</Text>
          <ChangePaymentForm change={change} datos={datos} onPaid={(paid) => {
              setPaidLink(paid.enlace);
              queryClient.setQueryData(changeKey(eventId, change.cambioId), paid);
            }} />
        </>
      )}
    </Flex>
  );
}

export function TransferPage() {
  const [params] = useSearchParams();
  const eventId = parseEventId(params.get('event'));
  const cambioId = params.get('cambio') ?? '';
  const query = useChange(eventId, cambioId);
  let content: ReactNode;
  if (eventId === null || cambioId === '') content = <Text role="alert">{texts.invalidLink}</Text>;
  else if (query.data) {
    content = (
      <>
        <EventCard event={query.data.event} />
        <TransferView change={query.data} />
      </>
    );
  } else if (query.isError) content = <Text role="alert">{errorMessage(query.error)}</Text>;
  else content = <LoadingView />;
  return <Page title={texts.transferPageTitle}>{content}</Page>;
}
