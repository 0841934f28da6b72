// Beside the modalities: each sold-out one offers its waiting list, joined with the data step's data
// and no payment (docs/registration.md, Waiting list); the answer says the athlete's place in line.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { isSoldOut } from '@shared/registration/folios';
import type { AthleteData, RegistrationView } from '@shared/registration/registration-api';
import { waitlistTexts } from '@shared/registration/waitlist-texts';
import { errorMessage } from '@web/lib/error-message';
import { joinWaitlist } from './waitlist-api';

export function WaitlistJoin({ view, datos }: { view: RegistrationView; datos: AthleteData }) {
  const join = useMutation({ mutationFn: (codigoModalidad: string) => joinWaitlist(view.event.iDEvento, { codigoModalidad, datos }) });
  const soldOut = view.modalidades.filter((modality) => {
    const occupancy = view.ocupacion[modality.codigoModalidad];
    return occupancy !== undefined && isSoldOut(occupancy);
  });
  if (soldOut.length === 0) return null;
  if (join.data) {
    return (
      <Alert variation="success" heading={waitlistTexts.joinedTitle} role="status">
        {waitlistTexts.joined(join.data.posicion)}
      </Alert>
    );
  }
  return (
    <Flex direction="column" gap="0.5rem">
      <Text fontSize="small" color="font.secondary">
        {waitlistTexts.joinHint}
      </Text>
      {soldOut.map((modality) => (
        <Button
          key={modality.codigoModalidad}
          variation="link"
          alignSelf="flex-start"
          isLoading={join.isPending && join.variables === modality.codigoModalidad}
          isDisabled={join.isPending}
          onClick={() => join.mutate(modality.codigoModalidad)}
        >
          {`${waitlistTexts.join} · ${modality.descripcionModalidad}`}
        </Button>
      ))}
      {join.isError && <Alert variation="error">{errorMessage(join.error)}</Alert>}
    </Flex>
  );
}
