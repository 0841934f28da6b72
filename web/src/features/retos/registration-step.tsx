// Step 0 'Finaliza tu registro' (docs/retos.md §2.6): the access code until the athlete is registered (a
// closed reto says so up front, with no form: the API takes no registration in it); then
// the reto's form while it is pending, or 'No hay pasos adicionales requeridos para el registro', and
// 'Opciones de pago' while a priced reto's registration awaits its payment, its receipt once paid.
import { Alert, Flex, Text } from '@aws-amplify/ui-react';
import { participationMessages, participationTexts } from '@shared/retos/participation';
import { AccessCodeForm } from './access-code-form';
import { RetoAnswersForm } from './reto-answers-form';
import { RetoPaymentOptions } from './reto-payment';
import { RetoReceipt } from './reto-receipt';
import type { RetoStepProps } from './reto-step-props';

export function RegistrationStep({ reto, participation, onParticipation, initialCode }: RetoStepProps & { initialCode: string }) {
  if (!participation && reto.eventEnded) return <Alert variation="warning">{participationMessages.closedToRegistration}</Alert>;
  if (!participation) return <AccessCodeForm eventId={reto.eventID} initialCode={initialCode} onRegistered={onParticipation} />;
  return (
    <Flex direction="column" gap="1rem">
      {participation.receipt && <RetoReceipt receipt={participation.receipt} />}
      {participation.formPending && reto.form.length > 0 ? (
        <RetoAnswersForm eventId={reto.eventID} form={reto.form} onSaved={onParticipation} />
      ) : (
        <Text>{participationTexts.noMoreSteps}</Text>
      )}
      <RetoPaymentOptions eventId={reto.eventID} reto={reto} participation={participation} onPaid={onParticipation} />
    </Flex>
  );
}
