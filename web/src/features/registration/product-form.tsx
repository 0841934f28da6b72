// A product's own form (formularioProducto): filled and saved before the product can be added (docs/registration.md §5);
// once saved it is shown locked, as the request will carry it, until 'Editar' takes it back unsaved.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { FormField } from '@shared/registration/registry-config-schema';
import { useToast } from '@web/lib/toasts';
import { DynamicFields } from '@web/components/dynamic-fields';
import type { FieldValues } from './flow-state';
import { useRequiredCheck } from './use-required-check';

interface ProductFormProps {
  name: string;
  fields: FormField[];
  saved: FieldValues | undefined;
  /** In the order: its data must be saved again before the order goes on. */
  added: boolean;
  /** The data saved, or null once 'Editar' takes it back. */
  onSaved: (campos: FieldValues | null) => void;
}

export function ProductForm({ name, fields, saved, added, onSaved }: ProductFormProps) {
  const [values, setValues] = useState<FieldValues>(saved ?? {});
  const { showErrors, passes } = useRequiredCheck();
  const toast = useToast();

  const save = () => {
    if (!passes(fields, values)) return;
    onSaved(values);
    toast(flowTexts.productDataSaved);
  };

  const edit = () => {
    setValues(saved ?? {});
    onSaved(null);
  };

  return (
    <Flex direction="column" gap="0.75rem">
      <DynamicFields
        fields={fields}
        values={saved ?? values}
        isDisabled={saved !== undefined}
        showErrors={showErrors}
        onChange={(iDCampo, value) => setValues((current) => ({ ...current, [iDCampo]: value }))}
      />
      {saved ? (
        <Flex alignItems="center" gap="0.75rem" wrap="wrap">
          <Text fontWeight="bold" color="font.success">
            {flowTexts.productDataSaved}
          </Text>
          <Button size="small" aria-label={flowTexts.editProductData(name)} onClick={edit}>
            {flowTexts.edit}
          </Button>
        </Flex>
      ) : (
        <>
          {added && <Alert variation="warning">{flowTexts.productDataUnsaved}</Alert>}
          <Button alignSelf="flex-start" onClick={save}>
            {flowTexts.saveProductData}
          </Button>
        </>
      )}
    </Flex>
  );
}
