// The timingConfig section: what the results show, the reads' dead time, the team report, finish
// videos and the certificate. Its messages stay as they are here (Avanzado (JSON) edits them).
import { Flex, Text } from '@aws-amplify/ui-react';
import type { z } from 'zod';
import type { certificateConfigSchema, videoSchema } from '@shared/results/event-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { CheckboxInput, ColorInput, NumberInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = sectionFormTexts.timing;
type VideoInput = z.input<typeof videoSchema>;
type CertificateFieldInput = NonNullable<z.input<typeof certificateConfigSchema>['fields']>[number];

const newVideo = (): VideoInput => ({ videoId: '', title: '', startTime: '', endTime: '', hide: false });
const newCertificateField = (): CertificateFieldInput => ({ template: '', x: 0.5, y: 0.5, fontSize: 32, align: 'center' });
const alignOptions = Object.entries(texts.aligns).map(([value, label]) => ({ value, label }));
const scoringOptions = Object.entries(texts.teamsScorings).map(([value, label]) => ({ value, label }));
const groupingOptions = Object.entries(texts.teamsGroupings).map(([value, label]) => ({ value, label }));

/** The team report ('Resultados Equipos'): on or off, the finishers each team counts, what is summed, mixed or by branch. */
function TeamsFields() {
  return (
    <Flex direction="column" gap="1rem">
      <SectionHeading>{texts.teams}</SectionHeading>
      <Text color="font.secondary">{texts.teamsHint}</Text>
      <CheckboxInput name="data.equipos.activo" label={texts.teamsActive} />
      <InputGrid>
        <NumberInput name="data.equipos.integrantes" label={texts.teamsSize} step="1" />
        <SelectInput name="data.equipos.puntuacion" label={texts.teamsScoring} options={scoringOptions} />
        <SelectInput name="data.equipos.agrupacion" label={texts.teamsGrouping} options={groupingOptions} />
      </InputGrid>
    </Flex>
  );
}

export function TimingConfigFields() {
  return (
    <Flex direction="column" gap="1rem">
      <Flex wrap="wrap" gap="1rem">
        <CheckboxInput name="data.hideControls" label={texts.hideControls} />
        <CheckboxInput name="data.showAll" label={texts.showAll} />
        <CheckboxInput name="data.showDNS" label={texts.showDNS} />
      </Flex>
      <InputGrid>
        <NumberInput name="data.deadTimeSeconds" label={texts.deadTimeSeconds} />
      </InputGrid>
      <TeamsFields />
      <SectionHeading>{texts.videos}</SectionHeading>
      <ListEditor<VideoInput> path="data.eventVideos" addLabel={texts.addVideo} newItem={newVideo} title={(video, i) => video?.title || `${texts.videos} ${i + 1}`}>
        {(item) => (
          <Flex direction="column" gap="1rem">
            <InputGrid>
              <TextInput name={`${item}.videoId`} label={texts.videoId} />
              <TextInput name={`${item}.title`} label={texts.videoTitle} />
              <TextInput name={`${item}.startTime`} label={texts.startTime} descriptiveText={sectionFormTexts.localDateTimeHint} />
              <TextInput name={`${item}.endTime`} label={texts.endTime} descriptiveText={sectionFormTexts.localDateTimeHint} />
            </InputGrid>
            <CheckboxInput name={`${item}.hide`} label={texts.hide} />
          </Flex>
        )}
      </ListEditor>
      <SectionHeading>{texts.certificate}</SectionHeading>
      <InputGrid>
        <TextInput name="data.certificateConfig.backgroundImage" label={texts.backgroundImage} type="url" />
        <ColorInput name="data.certificateConfig.fontColor" label={texts.fontColor} />
      </InputGrid>
      <ListEditor<CertificateFieldInput>
        path="data.certificateConfig.fields"
        addLabel={texts.addCertificateField}
        newItem={newCertificateField}
        title={(field, i) => field?.template || `${texts.certificateFields} ${i + 1}`}
      >
        {(item) => (
          <InputGrid>
            <TextInput name={`${item}.template`} label={texts.template} />
            <NumberInput name={`${item}.x`} label={texts.x} />
            <NumberInput name={`${item}.y`} label={texts.y} />
            <NumberInput name={`${item}.fontSize`} label={texts.fontSize} />
            <SelectInput name={`${item}.align`} label={texts.align} options={alignOptions} />
          </InputGrid>
        )}
      </ListEditor>
    </Flex>
  );
}
