// Named groups of fields (gruposFormularios, a modality's camposAdicionalesModalidad) that categories
// and modalities point at by name.
import { Flex, Text } from '@aws-amplify/ui-react';
import type { FormField } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { FieldListEditor } from './field-list-editor';
import { TextInput } from './form-inputs';
import { ListEditor } from './list-editor';
import type { Keyed } from './registry-form-model';

const texts = registryConfigTexts.groups;

export function FieldGroupsEditor({ path }: { path: string }) {
  return (
    <Flex direction="column" gap="0.75rem">
      <Text variation="tertiary">{texts.hint}</Text>
      <ListEditor<Keyed<FormField[]>> path={path} addLabel={texts.add} newItem={() => ({ key: '', value: [] })} title={(group, i) => group?.key || `${texts.key} ${i + 1}`}>
        {(item) => (
          <Flex direction="column" gap="0.75rem">
            <TextInput name={`${item}.key`} label={texts.key} />
            <FieldListEditor path={`${item}.value`} />
          </Flex>
        )}
      </ListEditor>
    </Flex>
  );
}
