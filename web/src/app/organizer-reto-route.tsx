// /retos-organizador/{eventID}: the organizer's page of one reto, with the accounts feature's sign-in
// form for a signed-out visitor and the tabs other parts of retos give it (the access codes, the
// participants, the messages).
import { Flex, Heading } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { accountTexts } from '@shared/accounts/account-texts';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { Page } from '@web/components/page';
import { RouterTextLink } from '@web/components/router-button';
import { SignInForm } from '@web/features/accounts/sign-in-form';
import { AccessCodesPanel } from '@web/features/retos/access-codes-panel';
import { RetoOrganizerMessages } from '@web/features/retos/chat/reto-organizer-messages';
import { OrganizerRetoPage } from '@web/features/retos/organizer-reto-page';
import { RetoParticipantsPanel } from '@web/features/retos/results/reto-participants-panel';

const signIn = (
  <Flex direction="column" gap="1rem">
    <Heading level={1} fontSize="xxl">{accountTexts.signInTitle}</Heading>
    <SignInForm />
  </Flex>
);

export function OrganizerRetoRoute() {
  const { eventId = '' } = useParams();
  return (
    <Page wide>
      <Flex>
        <RouterTextLink to="/retos-organizador/">{retoPageTexts.organizer.back}</RouterTextLink>
      </Flex>
      <OrganizerRetoPage
        eventId={eventId}
        signIn={signIn}
        slots={{
          codes: (reto) => <AccessCodesPanel eventId={reto.eventID} eventName={reto.eventName} />,
          participants: (reto, chat) => <RetoParticipantsPanel eventId={reto.eventID} onChat={(row) => chat.open({ userID: row.userID, athleteName: `${row.athleteName} ${row.athleteLastName}` })} />,
          messages: (reto, chat) => <RetoOrganizerMessages key={chat.startWith?.userID ?? ''} eventId={reto.eventID} startWith={chat.startWith} />,
        }}
      />
    </Page>
  );
}
