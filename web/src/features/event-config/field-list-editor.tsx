// A list of form fields: the general form, a field group or a product's form.
import type { FormField } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { FieldDefinitionEditor, newField } from './field-definition-editor';
import { ListEditor } from './list-editor';

const texts = registryConfigTexts.field;

export function FieldListEditor({ path }: { path: string }) {
  return (
    <ListEditor<FormField> path={path} addLabel={texts.add} newItem={newField} title={(field, i) => texts.title(i, field?.etiqueta || field?.campo || '')}>
      {(item) => <FieldDefinitionEditor path={item} />}
    </ListEditor>
  );
}
