// The options (valor: texto and valor) of a list, single-choice or checkbox field.
import { Flex, Text } from '@aws-amplify/ui-react';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = registryConfigTexts.field;

export function FieldOptionsEditor({ path }: { path: string }) {
  return (
    <Flex direction="column" gap="0.5rem">
      <Text fontWeight="bold">{texts.options}</Text>
      <ListEditor<{ texto: string; valor: string }> path={path} addLabel={texts.addOption} newItem={() => ({ texto: '', valor: '' })} title={(option, i) => option?.texto || `${texts.options} ${i + 1}`}>
        {(item) => (
          <InputGrid>
            <TextInput name={`${item}.texto`} label={texts.optionText} />
            <TextInput name={`${item}.valor`} label={texts.optionValue} />
          </InputGrid>
        )}
      </ListEditor>
    </Flex>
  );
}
