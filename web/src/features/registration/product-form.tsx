// A product's own form (formularioProducto): filled and saved before the product can be added (spec §5).
import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import type { FormField } from '../../../../shared/registration/registry-config-schema';
import { useToast } from '../../lib/toasts';
import { DynamicFields } from './dynamic-fields';
import type { FieldValues } from './flow-state';
import { useRequiredCheck } from './use-required-check';

interface ProductFormProps {
  fields: FormField[];
  saved: FieldValues | undefined;
  onSave: (campos: FieldValues) => void;
}

export function ProductForm({ fields, saved, onSave }: ProductFormProps) {
  const [values, setValues] = useState<FieldValues>(saved ?? {});
  const { showErrors, passes } = useRequiredCheck();
  const toast = useToast();

  const save = () => {
    if (!passes(fields, values)) return;
    onSave(values);
    toast(flowTexts.productDataSaved);
  };

  return (
    <Flex direction="column" gap="0.75rem">
      <DynamicFields fields={fields} values={values} showErrors={showErrors} onChange={(iDCampo, value) => setValues((current) => ({ ...current, [iDCampo]: value }))} />
      <Button alignSelf="flex-start" onClick={save}>
        {flowTexts.saveProductData}
      </Button>
    </Flex>
  );
}
