// /detalle-inscrito?event={id}&registry={enlace}(&download=true): the registrant's confirmation
// (docs/registration.md §2), with the waiver PDF downloaded a second after loading when download=true.
// `registry` is the link's credential (registrationLink); a link of whoever held the registration
// before a transfer reads only that it was transferred to another person.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmationTexts as texts } from '@shared/registration/confirmation-texts';
import { confirmationPath, type RegistrantConfirmation } from '@shared/registration/registration-api';
import { EventCard } from '@web/components/event-card';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { errorMessage } from '@web/lib/error-message';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationChangesSection } from './confirmation-changes';
import { isTransferredAway, useConfirmation } from './confirmation-api';
import { AthleteDetails, PaymentDetails } from './confirmation-details';
import { ConfirmationStatus } from './confirmation-status';
import { ConfirmationVoucher } from './confirmation-voucher';
import { useWaiverAutoDownload } from './confirmation-waiver';
import { OrderSummary } from './order-summary';

const parseEventId = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** An expired voucher or a registration refused as AGOTADO: nothing to pay, sign or download. */
const isClosed = (c: RegistrantConfirmation) => c.cancelado || c.agotado;

function ConfirmationView({ confirmation: c, pageUrl }: { confirmation: RegistrantConfirmation; pageUrl: string }) {
  return (
    <>
      <EventCard event={c.event} />
      <ConfirmationStatus confirmation={c} />
      <AthleteDetails confirmation={c} />
      {!isClosed(c) && (
        <>
          {c.tipoConfirmacion === 2 && c.voucher && <ConfirmationVoucher voucher={c.voucher} timeZone={c.event.zonaHoraria} />}
          <OrderSummary order={c.order} title={texts.order} showPesos />
          <PaymentDetails confirmation={c} />
          <ConfirmationActions confirmation={c} pageUrl={pageUrl} />
          <ConfirmationChangesSection confirmation={c} />
        </>
      )}
    </>
  );
}

export function ConfirmationPage() {
  const [params] = useSearchParams();
  const eventId = parseEventId(params.get('event'));
  const enlace = params.get('registry') ?? '';
  const query = useConfirmation(eventId, enlace);
  // The link and QR lead here without download=true: scanning it must not start a download.
  const pageUrl = `${window.location.origin}${confirmationPath(eventId ?? 0, enlace)}`;
  const downloadable = query.data && !isClosed(query.data) ? query.data : null;
  useWaiverAutoDownload(params.get('download') === 'true' ? downloadable : null, pageUrl);

  let content: ReactNode;
  if (eventId === null || enlace === '') content = <Text role="alert">{texts.invalidLink}</Text>;
  else if (query.data) content = <ConfirmationView confirmation={query.data} pageUrl={pageUrl} />;
  else if (query.isError && isTransferredAway(query.error)) {
    content = (
      <Flex direction="column" gap="0.5rem" role="alert">
        <Heading level={2} fontSize="xl">
          {texts.transferredTitle}
        </Heading>
        <Text>{errorMessage(query.error)}</Text>
      </Flex>
    );
  } else if (query.isError) content = <Text role="alert">{errorMessage(query.error)}</Text>;
  else content = <LoadingView />;
  return <Page title={texts.title}>{content}</Page>;
}
