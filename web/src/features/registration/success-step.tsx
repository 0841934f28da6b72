// The last screen (docs/registration.md §2 step 5): 'Felicidades {name}' with the purchase detail and the folio, or the
// OXXO voucher; both lead to the confirmation page, and 'Nueva inscripción' registers someone else.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { CreatedGroupRegistration } from '@shared/registration/group-registration-api';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import { confirmationPath, type RegistrantConfirmation } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { RouterButton } from '@web/components/router-button';
import { OrderSummary } from './order-summary';
import { OxxoVoucher } from './oxxo-voucher';

interface SuccessStepProps {
  confirmation: RegistrantConfirmation;
  /** The athletes of the group just paid for, each with its own confirmation and folio. */
  miembros?: CreatedGroupRegistration['miembros'] | null;
  onRestart: () => void;
}

export function SuccessStep({ confirmation, miembros, onRestart }: SuccessStepProps) {
  const { voucher, numero, order, grupo } = confirmation;
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
      {grupo?.total && <Text fontWeight="bold">{groupFlowTexts.total(grupo.total.total, grupo.total.moneda)}</Text>}
      {miembros ? (
        <Flex direction="column" gap="0.5rem">
          <Heading level={3} fontSize="xl">{groupFlowTexts.confirmations}</Heading>
          {miembros.map((miembro) => (
            <RouterButton key={miembro.registroId} to={confirmationPath(confirmation.event.iDEvento, miembro.registroId)} variation="primary">
              {groupFlowTexts.confirmationOf(miembro.nombres)}
            </RouterButton>
          ))}
        </Flex>
      ) : (
        <RouterButton to={confirmationPath(confirmation.event.iDEvento, confirmation.enlace)} variation="primary">
          {flowTexts.seeConfirmation}
        </RouterButton>
      )}
      <Button onClick={onRestart}>{flowTexts.startAgain}</Button>
    </Flex>
  );
}
