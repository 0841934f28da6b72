// The modalidades section (docs/registration.md §3 Sub-event): code, description, distance, starts,
// registration flags and branches with their categories. The list's order is the modalities' order.
import { Flex } from '@aws-amplify/ui-react';
import type { z } from 'zod';
import type { modalitySchema } from '@shared/results/event-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { CheckboxInput, NumberInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import { ModalityBranches } from './modality-branches';
import { StartTimeInput } from './start-time-input';

const texts = sectionFormTexts.modalities;
type ModalityInput = z.input<typeof modalitySchema>;
type StartInput = ModalityInput['hSalidas'][number];

const newStart = (startsAt: string): StartInput => ({ serie: '', descripcionSerie: '', hS: startsAt });
const newModality = (startsAt: string): ModalityInput => ({
  codigoModalidad: '',
  descripcionModalidad: '',
  kilometro: 0,
  hSalidas: [newStart(startsAt)],
  ramaCat: {},
  backyard: false,
  hide: false,
  hideAditionalInputs: false,
  hideAditionalProducts: false,
});
const FLAGS = ['hide', 'hideAditionalInputs', 'hideAditionalProducts', 'backyard'] as const;

/** startsAt: a new start's hS, the event's own date and time. */
export function ModalitiesFields({ startsAt }: { startsAt: string }) {
  return (
    <ListEditor<ModalityInput> path="data" addLabel={texts.add} newItem={() => newModality(startsAt)} title={(modality, i) => texts.title(i, modality?.codigoModalidad ?? '')}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <TextInput name={`${item}.codigoModalidad`} label={texts.codigoModalidad} />
            <TextInput name={`${item}.descripcionModalidad`} label={texts.descripcionModalidad} />
            <NumberInput name={`${item}.kilometro`} label={texts.kilometro} />
            <NumberInput name={`${item}.tamano`} label={texts.tamano} step="1" optional />
          </InputGrid>
          <Flex wrap="wrap" gap="1rem">
            {FLAGS.map((flag) => (
              <CheckboxInput key={flag} name={`${item}.${flag}`} label={texts[flag]} />
            ))}
          </Flex>
          <SectionHeading>{texts.starts}</SectionHeading>
          <ListEditor<StartInput>
            path={`${item}.hSalidas`}
            addLabel={texts.addStart}
            newItem={() => newStart(startsAt)}
            title={(start, i) => texts.startTitle(start?.serie || String(i + 1), start?.descripcionSerie ?? '')}
          >
            {(start) => (
              <InputGrid>
                <TextInput name={`${start}.serie`} label={texts.serie} />
                <TextInput name={`${start}.descripcionSerie`} label={texts.descripcionSerie} />
                <StartTimeInput name={`${start}.hS`} />
              </InputGrid>
            )}
          </ListEditor>
          <ModalityBranches modalityPath={item} />
        </Flex>
      )}
    </ListEditor>
  );
}
