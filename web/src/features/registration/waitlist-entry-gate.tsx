// The registration page opened from a waiting-list mail (docs/registration.md, Waiting list): the
// athlete's place in line with 'Salir de la lista de espera', or the place held for them until its
// time runs out, above the registration with their data filled in. A link whose offer lapsed says so
// and leaves the registration as it is for anyone.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AthleteData } from '@shared/registration/registration-api';
import type { WaitlistEntryKey } from '@shared/registration/waitlist-api';
import { waitlistTexts } from '@shared/registration/waitlist-texts';
import { errorMessage } from '@web/lib/error-message';
import { fetchWaitlistEntry, leaveWaitlist, waitlistEntryKey } from './waitlist-api';

export interface OfferedPlace {
  codigoModalidad: string;
  clave: string;
  datos: AthleteData;
  /** ISO-8601 UTC: the place is held until then. */
  ofertaVence: string;
}

interface GateProps {
  eventId: number;
  entryKey: WaitlistEntryKey;
  children: (oferta: OfferedPlace | undefined) => ReactNode;
}

export function WaitlistEntryGate({ eventId, entryKey, children }: GateProps) {
  const entry = useQuery({ queryKey: waitlistEntryKey(eventId, entryKey), queryFn: () => fetchWaitlistEntry(eventId, entryKey), retry: false });
  const leave = useMutation({ mutationFn: () => leaveWaitlist(eventId, entryKey) });

  if (entry.isPending) return <Text role="status">{waitlistTexts.checking}</Text>;
  if (entry.isError) {
    return (
      <Flex direction="column" gap="1rem">
        <Alert variation="warning">{errorMessage(entry.error)}</Alert>
        {children(undefined)}
      </Flex>
    );
  }
  if (leave.isSuccess) return <Alert variation="info">{waitlistTexts.left}</Alert>;
  const { estado, posicion, ofertaVence, datos, codigoModalidad } = entry.data;
  if (estado === 'esperando' || ofertaVence === null) {
    return (
      <Flex direction="column" gap="1rem">
        <Alert variation="info" heading={waitlistTexts.joinedTitle}>
          {waitlistTexts.waiting(posicion ?? 1)}
        </Alert>
        <Button alignSelf="flex-start" variation="destructive" isLoading={leave.isPending} onClick={() => leave.mutate()}>
          {waitlistTexts.leave}
        </Button>
        {leave.isError && <Alert variation="error">{errorMessage(leave.error)}</Alert>}
      </Flex>
    );
  }
  return children({ codigoModalidad, clave: entryKey.clave, datos, ofertaVence });
}
