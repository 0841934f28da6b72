// configuracion (surnames, age rule, lower categories, race bib) and the test flag; the payment
// methods and the online fee.
import { Flex } from '@aws-amplify/ui-react';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { CheckboxInput, ColorInput, DecimalInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';

const texts = registryConfigTexts.general;
const payments = registryConfigTexts.payments;

export function GeneralSettings() {
  return (
    <Flex direction="column" gap="1rem">
      <CheckboxInput name="prueba" label={texts.prueba} />
      <CheckboxInput name="configuracion.separarApellidos" label={texts.separarApellidos} />
      <CheckboxInput name="configuracion.edadActual" label={texts.edadActual} />
      <CheckboxInput name="configuracion.categoriasInferiores" label={texts.categoriasInferiores} />
      <CheckboxInput name="configuracion.raceNumberWhiteBack" label={texts.raceNumberWhiteBack} />
      <InputGrid>
        <ColorInput name="configuracion.raceNumberFontColor" label={texts.raceNumberFontColor} />
        <TextInput name="configuracion.raceNumberImage" label={texts.raceNumberImage} type="url" />
        <TextInput name="configuracion.rutaDetalleInscrito" label={texts.rutaDetalleInscrito} />
      </InputGrid>
    </Flex>
  );
}

export function PaymentMethods() {
  return (
    <Flex direction="column" gap="1rem">
      <CheckboxInput name="formasDePago.tarjeta" label={payments.tarjeta} />
      <CheckboxInput name="formasDePago.oxxo" label={payments.oxxo} />
      <CheckboxInput name="formasDePago.codigoDescuento" label={payments.codigoDescuento} />
      <InputGrid>
        <DecimalInput name="formasDePago.comisionGlobal" label={payments.comisionGlobal} />
      </InputGrid>
    </Flex>
  );
}
