// A modality's prices by date (configModalidad.precio.listaPrecios): each price key the categories
// name, with its windows on the event's clock and their price in pesos.
import { Flex, Text } from '@aws-amplify/ui-react';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { DecimalInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import type { Keyed, WindowValues } from './registry-form-model';

const texts = registryConfigTexts.modality;
const newWindow = (): WindowValues => ({ desde: '', hasta: '', precio: '' });

export function PriceWindowsEditor({ path }: { path: string }) {
  return (
    <Flex direction="column" gap="0.75rem">
      <Text variation="tertiary">{texts.windowsHint}</Text>
      <ListEditor<Keyed<WindowValues[]>>
        path={path}
        addLabel={texts.addPriceKey}
        newItem={() => ({ key: '', value: [newWindow()] })}
        title={(priceKey, i) => priceKey?.key || texts.priceList(i + 1)}
      >
        {(priceKey) => (
          <Flex direction="column" gap="0.75rem">
            <TextInput name={`${priceKey}.key`} label={texts.priceKey} />
            <ListEditor<WindowValues> path={`${priceKey}.value`} addLabel={texts.addWindow} newItem={newWindow} title={(_window, i) => `${texts.windows} ${i + 1}`}>
              {(window) => (
                <InputGrid>
                  <TextInput name={`${window}.desde`} label={texts.desde} type="datetime-local" />
                  <TextInput name={`${window}.hasta`} label={texts.hasta} type="datetime-local" />
                  <DecimalInput name={`${window}.precio`} label={texts.precio} descriptiveText={registryConfigTexts.pesosHint} />
                </InputGrid>
              )}
            </ListEditor>
          </Flex>
        )}
      </ListEditor>
    </Flex>
  );
}
