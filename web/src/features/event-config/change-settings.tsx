// The athlete's changes from the confirmation page (registry configuration `cambios`;
// docs/registration.md, Transfers and modality changes): whether transfers and modality changes are
// allowed, until when, their fees, the folio of a transfer and the refund of a cheaper modality.
import { Flex } from '@aws-amplify/ui-react';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { CheckboxInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';

const texts = registryConfigTexts.changes;
const folioOptions = (['conservar', 'nuevo'] as const).map((value) => ({ value, label: texts.folioOptions[value] }));

export function ChangeSettings() {
  return (
    <Flex direction="column" gap="1rem">
      <CheckboxInput name="cambios.traspasos.permitidos" label={texts.traspasos} />
      <InputGrid>
        <TextInput name="cambios.traspasos.hasta" label={texts.hasta} type="datetime-local" descriptiveText={texts.hastaHint} />
        <TextInput name="cambios.traspasos.cuota" label={texts.cuotaTraspaso} />
        <SelectInput name="cambios.traspasos.folio" label={texts.folio} options={folioOptions} />
      </InputGrid>
      <CheckboxInput name="cambios.cambioModalidad.permitidos" label={texts.cambioModalidad} />
      <InputGrid>
        <TextInput name="cambios.cambioModalidad.hasta" label={texts.hasta} type="datetime-local" descriptiveText={texts.hastaHint} />
        <TextInput name="cambios.cambioModalidad.cuota" label={texts.cuotaCambio} />
      </InputGrid>
      <CheckboxInput name="cambios.cambioModalidad.reembolsarDiferencia" label={texts.reembolsar} />
    </Flex>
  );
}
