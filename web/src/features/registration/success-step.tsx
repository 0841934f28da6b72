// The last screen (docs/registration.md §2 step 5): 'Felicidades {name}' with the purchase detail and the folio, or the
// OXXO voucher; both lead to the confirmation page, and 'Nueva inscripción' registers someone else.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { confirmationPath, type RegistrantConfirmation } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { RouterButton } from '@web/components/router-button';
import { OrderSummary } from './order-summary';
import { OxxoVoucher } from './oxxo-voucher';

export function SuccessStep({ confirmation, onRestart }: { confirmation: RegistrantConfirmation; onRestart: () => void }) {
  const { voucher, numero, order } = confirmation;
  return (
    <Flex direction="column" gap="1.25rem">
      {voucher ? (
        <OxxoVoucher voucher={voucher} event={confirmation.event} />
      ) : (
        <>
          <Heading level={2} fontSize="xxl">{flowTexts.congratulations(confirmation.datos.nombres)}</Heading>
          <Text fontWeight="bold">{numero === null ? flowTexts.folioPending : flowTexts.folio(numero)}</Text>
          <OrderSummary order={order} title={flowTexts.purchaseDetail} showPesos={false} />
        </>
      )}
      <RouterButton to={confirmationPath(confirmation.event.iDEvento, confirmation.registroId)} variation="primary">
        {flowTexts.seeConfirmation}
      </RouterButton>
      <Button onClick={onRestart}>{flowTexts.startAgain}</Button>
    </Flex>
  );
}
