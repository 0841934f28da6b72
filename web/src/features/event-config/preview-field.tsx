// One configured field drawn exactly as the public form draws it, with nothing behind it: the
// organizer can try it, nothing is kept.
import { useState } from 'react';
import type { FieldValue } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';
import { FieldInput } from '@web/components/field-input';

export function PreviewField({ field }: { field: FormField }) {
  const [value, setValue] = useState<FieldValue | undefined>(undefined);
  return <FieldInput field={field} value={value} error={null} isDisabled={false} onChange={setValue} />;
}
