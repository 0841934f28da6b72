// Step 5, the payment method screen (docs/registration.md §2): the server's 'Total a pagar', the methods the event
// offers, or 'Finalizar Registro' when there is nothing to pay; the last payment error stays above
// them, and the registrant can go back to change what the server refused (a code used up, AGOTADO).
// Opening it is the InitiateCheckout event.
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { messages } from '@shared/core/messages';
import { moneyText } from '@shared/registration/money-text';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import { CardPaymentForm } from '@web/components/card-payment-form';
import { useAttempt } from '@web/lib/use-attempt';
import type { StepProps } from './flow-selection';
import { trackInitiateCheckout } from './flow-tracking';
import { OrderSummary } from './order-summary';
import { usePayment, type Payment } from './use-payment';

type Method = 'card' | 'oxxo';

function AttemptButton({ label, send }: { label: string; send: (intento: string) => Promise<void> }) {
  const attempt = useAttempt(send);
  return (
    <Button variation="primary" isLoading={attempt.sending} loadingText={messages.loading} onClick={() => void attempt.run()}>
      {label}
    </Button>
  );
}

function MethodForm({ method, test, payment }: { method: Method; test: boolean; payment: Payment }) {
  if (method === 'card') return <CardPaymentForm test={test} payment={{ ...payment, pay: (intento, token) => payment.pay({ metodo: 'card', intento, token }) }} />;
  return <AttemptButton label={flowTexts.generateVoucher} send={(intento) => payment.pay({ metodo: 'oxxo_pay', intento })} />;
}

interface PaymentStepProps extends Pick<StepProps, 'view' | 'dispatch'> {
  registro: CreatedRegistration;
  tkl: string;
  onPaid: (confirmation: RegistrantConfirmation) => void;
  /** A group's payment goes back to the group's page instead of the athlete's steps. */
  onBack?: () => void;
}

export function PaymentStep({ view, dispatch, registro, tkl, onPaid, onBack }: PaymentStepProps) {
  const [method, setMethod] = useState<Method | null>(null);
  const payment = usePayment({ view, registro, tkl, onPaid });
  const { order } = registro;
  // Once per draft the step opens for, not on every render.
  useEffect(() => {
    trackInitiateCheckout(view.event, tkl, order);
  }, [registro.registroId]);
  const { formasDePago } = view.config;
  const methods = [formasDePago.tarjeta && (['card', flowTexts.card] as const), formasDePago.oxxo && (['oxxo', flowTexts.oxxo] as const)].filter((entry) => entry !== false);

  let choice;
  if (order.total === 0) choice = <AttemptButton label={flowTexts.finish} send={(intento) => payment.pay({ metodo: 'free', intento }, flowTexts.registrationFailed)} />;
  else if (method) {
    choice = (
      <>
        <MethodForm method={method} test={view.config.prueba} payment={payment} />
        <Button onClick={() => setMethod(null)}>{flowTexts.changeMethod}</Button>
      </>
    );
  } else {
    choice = methods.map(([value, label]) => (
      <Button key={value} variation="primary" onClick={() => setMethod(value)}>
        {label}
      </Button>
    ));
  }

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{flowTexts.paymentTitle}</Heading>
      <OrderSummary order={order} showPesos={false} />
      <Text fontSize="large" fontWeight="bold">{`${flowTexts.totalToPay}: ${moneyText(order.total, order.moneda)}`}</Text>
      {order.moneda !== BASE_CURRENCY && <Text>{`${flowTexts.totalToPayInPesos}: ${moneyText(order.totalPesos, BASE_CURRENCY)}`}</Text>}
      {payment.failure && <Alert variation="error">{payment.failure}</Alert>}
      <Flex direction="column" gap="0.75rem">
        {choice}
      </Flex>
      <Flex gap="0.75rem" wrap="wrap">
        {onBack ? (
          <Button onClick={onBack}>{flowTexts.back}</Button>
        ) : (
          <>
            <Button onClick={() => dispatch({ type: 'step', step: 'correo' })}>{flowTexts.back}</Button>
            <Button onClick={() => dispatch({ type: 'step', step: 'datos' })}>{flowTexts.backToData}</Button>
          </>
        )}
      </Flex>
    </Flex>
  );
}
