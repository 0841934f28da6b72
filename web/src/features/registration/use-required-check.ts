// Moving on with invalid fields (docs/registration.md §5 Wizard advance, newer flow): the first one's toast, 7 s, and
// from then on every field shows its own message.
import { useState } from 'react';
import { toastDurations } from '@shared/core/messages';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { FormField } from '@shared/registration/registry-config-schema';
import { useToast } from '@web/lib/toasts';
import type { FieldValues } from './flow-state';
import { fieldLabel } from '@shared/registration/form-fields';
import { firstInvalidField } from '@web/lib/field-checks';

export function useRequiredCheck() {
  const toast = useToast();
  const [showErrors, setShowErrors] = useState(false);

  /** Toasts 'El campo {label} es un campo requerido' for a missing label, or for the first invalid field. */
  function passes(fields: FormField[], values: FieldValues, missing?: string): boolean {
    const invalid = firstInvalidField(fields, values);
    const label = missing ?? (invalid && fieldLabel(invalid));
    if (!label) return true;
    setShowErrors(true);
    toast(flowTexts.fieldRequired(label), toastDurations.long);
    return false;
  }

  return { showErrors, passes };
}
