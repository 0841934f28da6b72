// Paying an athlete's change (docs/registration.md, Transfers and modality changes): what it charges,
// line by line, then the card form, or 'Confirmar cambio' when it charges nothing; the server's
// refusal stays on screen until the next attempt. A transfer's payment carries the new athlete's data.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { messages, toastDurations } from '@shared/core/messages';
import type { ChangeView } from '@shared/registration/change-api';
import { changeTexts } from '@shared/registration/change-texts';
import { moneyText } from '@shared/registration/money-text';
import type { AthleteData } from '@shared/registration/registration-api';
import { CardPaymentForm } from '@web/components/card-payment-form';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { useAttempt } from '@web/lib/use-attempt';
import { payChange } from './change-api';
import { OrderSummary } from './order-summary';

interface ChangePaymentProps {
  change: ChangeView;
  datos?: AthleteData;
  onPaid: (change: ChangeView) => void;
}

export function ChangePaymentForm({ change, datos, onPaid }: ChangePaymentProps) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (text: string, duration: number) => {
    toast(text, duration);
    setFailure(text);
  };
  const send = async (request: { metodo: 'free'; intento: string } | { metodo: 'card'; intento: string; token: string }) => {
    setFailure(null);
    try {
      onPaid(await payChange(change.event.iDEvento, change.cambioId, { ...request, ...(datos ? { datos } : {}) }));
    } catch (error) {
      fail(errorMessage(error), toastDurations.normal);
    }
  };
  const free = useAttempt((intento) => send({ metodo: 'free', intento }));
  const { order } = change;
  return (
    <Flex direction="column" gap="1rem">
      {order.lines.length > 0 && <OrderSummary order={order} showPesos={false} />}
      {change.reembolso > 0 && <Text>{changeTexts.refundOwed(moneyText(change.reembolso, order.moneda))}</Text>}
      <Text fontSize="large" fontWeight="bold">{`${changeTexts.totalToPay}: ${moneyText(order.total, order.moneda)}`}</Text>
      {failure && <Alert variation="error">{failure}</Alert>}
      {order.total === 0 ? (
        <Button variation="primary" isLoading={free.sending} loadingText={messages.loading} onClick={() => void free.run()}>
          {changeTexts.confirmFree}
        </Button>
      ) : (
        <CardPaymentForm test={change.prueba} payment={{ pay: (intento, token) => send({ metodo: 'card', intento, token }), fail, clearFailure: () => setFailure(null) }} />
      )}
    </Flex>
  );
}
