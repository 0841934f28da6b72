// Opening and closing registration (registry configuration `inscripciones`): the switch, and the
// optional dates on the event's clock; the API refuses registrations outside them.
import { Flex, SwitchField } from '@aws-amplify/ui-react';
import { Controller, useFormContext } from 'react-hook-form';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { TextInput } from './form-inputs';
import { InputGrid } from './list-item';

const texts = registryConfigTexts.opening;

export function OpeningSettings() {
  const { control } = useFormContext();
  return (
    <Flex direction="column" gap="1rem">
      <Controller
        control={control}
        name="inscripciones.abiertas"
        render={({ field }) => (
          <SwitchField
            label={texts.abiertas}
            labelPosition="end"
            name={field.name}
            isChecked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            descriptiveText={texts.abiertasHint}
          />
        )}
      />
      <InputGrid>
        <TextInput name="inscripciones.apertura" label={texts.apertura} type="datetime-local" descriptiveText={texts.datesHint} />
        <TextInput name="inscripciones.cierre" label={texts.cierre} type="datetime-local" descriptiveText={texts.datesHint} />
      </InputGrid>
    </Flex>
  );
}
