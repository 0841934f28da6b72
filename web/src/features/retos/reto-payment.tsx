// Step 0's 'Opciones de pago' of a priced reto (docs/retos.md §2.6, §4, §5): shown only to a
// participant whose registration awaits its payment in a reto with a price; a card (the shared card
// form) or an OXXO voucher ('Efectúa el pago en cualquier oxxo cercano', 'ficha de pago'), each press
// one attempt sent once, with a spinner meanwhile. A card paid is 'Pago exitoso' and the Purchase
// event; the voucher is shown to pay at the store; a refusal stays on screen with the server's words.
import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { messages, toastDurations } from '@shared/core/messages';
import { moneyText } from '@shared/registration/money-text';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import type { ParticipationView } from '@shared/retos/participation';
import { RETO_CURRENCY, retoPaymentTexts as texts, retoPriceCents, type RetoPaymentRequest } from '@shared/retos/reto-payment';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { CardPaymentForm } from '@web/components/card-payment-form';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { orderValue } from '@web/lib/event-tracking';
import { briefToastDuration, useToast } from '@web/lib/toasts';
import { track } from '@web/lib/tracking';
import { useAttempt } from '@web/lib/use-attempt';
import { payReto } from './reto-payment-api';
import { RetoVoucher } from './reto-voucher';

const PAYMENT_DECLINED = 402;

interface RetoPaymentOptionsProps {
  eventId: string;
  reto: Pick<VirtualEventView, 'eventName' | 'price'>;
  participation: ParticipationView | null;
  onPaid: (participation: ParticipationView) => void;
}

export function RetoPaymentOptions({ eventId, reto, participation, onPaid }: RetoPaymentOptionsProps) {
  const toast = useToast();
  const [cardOpen, setCardOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<OxxoVoucher | null>(null);
  /** The tracking events' label, link ('direct': a reto page carries none) and name (docs/platform.md §7). */
  const tracked = { label: eventId, tkl: 'direct', event_name: reto.eventName };

  const fail = (text: string, duration: number) => {
    toast(text, duration);
    setFailure(text);
  };

  const pay = async (request: RetoPaymentRequest): Promise<void> => {
    setFailure(null);
    try {
      const answer = await payReto(eventId, request);
      if (answer.estado === 'ficha') {
        setVoucher(answer.voucher);
        return;
      }
      track('Purchase', { ...tracked, ...orderValue(answer.order) });
      toast(texts.paid, toastDurations.normal);
      onPaid(answer.participation);
    } catch (error) {
      const declined = error instanceof ApiError && error.status === PAYMENT_DECLINED;
      if (request.metodo === 'card') track('PurchaseFail', { ...tracked, error_code: error instanceof ApiError ? error.body.code : 'UNEXPECTED' });
      fail(errorMessage(error), declined ? briefToastDuration : toastDurations.normal);
    }
  };
  const voucherAttempt = useAttempt((intento) => pay({ metodo: 'oxxo_pay', intento }));

  // docs/retos.md §5: a participant, a method the platform offers (both are), and something to pay.
  if (!participation?.paymentPending || reto.price <= 0) return null;

  return (
    <Flex direction="column" gap="1rem">
      <Heading level={3}>{texts.title}</Heading>
      <Text fontWeight="bold">{`${texts.total}: ${moneyText(retoPriceCents(reto.price), RETO_CURRENCY)}`}</Text>
      {failure && <Alert variation="error">{failure}</Alert>}
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem">
          <Button variation={cardOpen ? 'link' : 'primary'} onClick={() => setCardOpen((open) => !open)}>
            {texts.card}
          </Button>
          {cardOpen && <CardPaymentForm test={false} payment={{ pay: (intento, token) => pay({ metodo: 'card', intento, token }), fail, clearFailure: () => setFailure(null) }} />}
        </Flex>
      </Card>
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem" alignItems="flex-start">
          <Text>{texts.oxxo}</Text>
          {voucher ? (
            <RetoVoucher voucher={voucher} />
          ) : (
            <Button variation="primary" isLoading={voucherAttempt.sending} loadingText={messages.loading} onClick={() => void voucherAttempt.run()}>
              {texts.voucherButton}
            </Button>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
