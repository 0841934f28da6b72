// A desk registration done: the person's folio, what was charged, a link to their confirmation page
// (a new tab, so the desk keeps its place) and the way to register the next person.
import { Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { deskTexts } from '@shared/registration/desk-texts';
import { confirmationPath, type RegistrantConfirmation } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { OrderSummary } from './order-summary';

export function DeskSuccess({ confirmation, onNext }: { confirmation: RegistrantConfirmation; onNext: () => void }) {
  const { numero, order } = confirmation;
  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{deskTexts.successTitle(confirmation.datos.nombres)}</Heading>
      <Text fontWeight="bold" fontSize="xl">
        {numero === null ? flowTexts.folioPending : deskTexts.folio(numero)}
      </Text>
      <OrderSummary order={order} title={flowTexts.purchaseDetail} showPesos={false} />
      <Link href={confirmationPath(confirmation.event.iDEvento, confirmation.enlace)} isExternal>
        {deskTexts.confirmationLink}
      </Link>
      <Button variation="primary" alignSelf="flex-start" onClick={onNext}>
        {deskTexts.next}
      </Button>
    </Flex>
  );
}
