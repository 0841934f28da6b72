// The public registration form as an athlete sees it while the organizer edits it: the built-in
// fields, then the general form's fields shown to the public on the same 12-column grid.
import { Card, Flex, Grid, Text, TextField, View } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import { fieldLabels, generoLabels } from '@shared/accounts/account-texts';
import { requiredLabel, shownFields } from '@shared/registration/form-fields';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { FormField } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { SectionHeading, SubSections } from '@web/components/section-heading';
import { PreviewField } from './preview-field';

const texts = registryConfigTexts.preview;

function builtInLabels(separateSurnames: boolean): string[] {
  const surnames = separateSurnames ? [flowTexts.apellidoPaterno, flowTexts.apellidoMaterno] : [fieldLabels.apellidos];
  return [fieldLabels.correo, fieldLabels.nombres, ...surnames, fieldLabels.telefono, fieldLabels.fechaNacimiento];
}

export function FormPreview() {
  const formulario = (useWatch({ name: 'formulario' }) ?? []) as FormField[];
  const separateSurnames = useWatch({ name: 'configuracion.separarApellidos' }) === true;
  const fields = shownFields([formulario], 'publico');
  return (
    <Card variation="outlined" as="section" aria-label={texts.title}>
      <Flex direction="column" gap="1rem">
        <SectionHeading fontSize="large">{texts.title}</SectionHeading>
        <Text variation="tertiary">{texts.hint}</Text>
        {builtInLabels(separateSurnames).map((label) => (
          <TextField key={label} label={requiredLabel(label)} isReadOnly />
        ))}
        <TextField label={requiredLabel(fieldLabels.genero)} isReadOnly placeholder={`${generoLabels.F} / ${generoLabels.M}`} />
        {fields.length === 0 ? (
          <Text>{texts.empty}</Text>
        ) : (
          <SubSections>
            <Grid templateColumns="repeat(12, minmax(0, 1fr))" columnGap="1rem" rowGap="1rem" data-testid="form-preview-fields">
              {fields.map((field, i) => (
                <View key={`${field.iDCampo}-${i}`} columnSpan={{ base: 12, large: field.anchoCampo }}>
                  <PreviewField field={field} />
                </View>
              ))}
            </Grid>
          </SubSections>
        )}
      </Flex>
    </Card>
  );
}
