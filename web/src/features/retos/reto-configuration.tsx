// 'Configuración del reto' (docs/retos.md §2.8): the event's detail and photo, its state (results allowed or
// blocked, open or closed), the race bib, medal and frame with their looks, start and finish audio,
// the certificate with its look and sample, and, for the platform's admins, the owner's panels.
import { Card, Flex, Grid, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { retoConfigTexts as texts } from '@shared/retos/reto-config-texts';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import { RetoCertificateSample } from './reto-certificate-sample';
import { RetoDetailsEditor } from './reto-details-editor';
import { RetoLookGroup } from './reto-look-group';
import { RetoMediaField } from './reto-media-field';
import { RetoOwnerPanels } from './reto-owner-panels';
import { RetoToggles } from './reto-toggles';
import { useRetoSave } from './use-reto-config';

/** A card of the configuration; on a wide screen two stand side by side. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variation="outlined" minWidth="0">
      <Flex direction="column" gap="1rem">
        <Heading level={2} fontSize="xl">{title}</Heading>
        {children}
      </Flex>
    </Card>
  );
}

export function RetoConfiguration({ reto }: { reto: OrganizerRetoView }) {
  const save = useRetoSave(reto.eventID);
  const media = (field: Parameters<typeof RetoMediaField>[0]['field']) => <RetoMediaField reto={reto} field={field} save={save} />;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', large: 'repeat(2, minmax(0, 1fr))' }} gap="1rem" alignItems="start">
      <Section title={texts.details}>
        <RetoDetailsEditor reto={reto} save={save} />
        {media('eventPhoto')}
      </Section>
      <Section title={texts.toggles.title}>
        <RetoToggles reto={reto} save={save} />
      </Section>
      <Section title={texts.look.raceNumber}>
        {media('raceNumberImage')}
        <RetoLookGroup title={texts.look.raceNumber} fields={['raceNumberWhiteBack', 'raceNumberFontColor']} reto={reto} save={save} />
      </Section>
      <Section title={texts.look.medal}>
        {media('medalImage')}
        <RetoLookGroup title={texts.look.medal} fields={['showMedalTime', 'medalFontColor', 'medalTextHorizontal', 'medalTextVertical']} reto={reto} save={save} />
      </Section>
      <Section title={texts.media.frameImage}>{media('frameImage')}</Section>
      <Section title={texts.media.audio}>
        {media('startAudio')}
        {media('finishAudio')}
      </Section>
      <Section title={texts.look.certificate}>
        {media('certificateImage')}
        <RetoLookGroup title={texts.look.certificate} fields={['certificateFontColor', 'certificateWhiteBack', 'certificatePosition', 'certificatePositionVertical']} reto={reto} save={save} />
        <RetoCertificateSample eventId={reto.eventID} />
      </Section>
      <RetoOwnerPanels reto={reto} save={save} />
    </Grid>
  );
}
