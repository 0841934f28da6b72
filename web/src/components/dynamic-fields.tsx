// The configured fields on a 12-column grid: full, half or a third of a row on large screens (anchoCampo).
// The registration flow and an organizer web's form section draw their fields with it.
import { Grid, View } from '@aws-amplify/ui-react';
import type { FieldValue } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';
import { fieldError, type FieldValues } from '@web/lib/field-checks';
import { FieldInput } from './field-input';

interface DynamicFieldsProps {
  fields: FormField[];
  values: FieldValues;
  showErrors: boolean;
  /** Shown as saved, not to be changed. */
  isDisabled?: boolean;
  /** The server's messages by iDCampo: shown whether or not the browser's own checks show. */
  serverErrors?: Record<string, string>;
  onChange: (iDCampo: string, value: FieldValue) => void;
}

export function DynamicFields({ fields, values, showErrors, isDisabled = false, serverErrors = {}, onChange }: DynamicFieldsProps) {
  return (
    <Grid templateColumns="repeat(12, minmax(0, 1fr))" columnGap="1rem" rowGap="1rem">
      {fields.map((field) => (
        <View key={field.iDCampo} columnSpan={{ base: 12, large: field.anchoCampo }}>
          <FieldInput
            field={field}
            value={values[field.iDCampo]}
            error={serverErrors[field.iDCampo] ?? (showErrors ? fieldError(field, values[field.iDCampo]) : null)}
            isDisabled={isDisabled}
            onChange={(value) => onChange(field.iDCampo, value)}
          />
        </View>
      ))}
    </Grid>
  );
}
