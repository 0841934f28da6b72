// A modality's extra products (docs/registration.md §3 Extra product), each with its own form.
import { Flex, Image, Text } from '@aws-amplify/ui-react';
import { useWatch } from 'react-hook-form';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { FieldListEditor } from './field-list-editor';
import { CheckboxInput, DecimalInput, NumberInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';
import type { ProductValues } from './registry-form-model';

const texts = registryConfigTexts.product;

const newProduct = (): ProductValues => ({
  codigoProducto: '',
  nombreProducto: '',
  descripcionProducto: '',
  precioProducto: '',
  maxCantidad: 1,
  formularioProducto: [],
  imagenProducto: '',
  color: '',
  hideInPublic: false,
});

function ProductImage({ path }: { path: string }) {
  const [src, alt] = useWatch({ name: [`${path}.imagenProducto`, `${path}.nombreProducto`] }) as [string, string];
  return src.trim() ? <Image src={src.trim()} alt={alt} maxWidth="10rem" maxHeight="10rem" objectFit="contain" /> : null;
}

export function ProductsEditor({ path }: { path: string }) {
  return (
    <ListEditor<ProductValues> path={path} addLabel={texts.add} newItem={newProduct} title={(product, i) => texts.title(i, product?.nombreProducto ?? '')}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <InputGrid>
            <TextInput name={`${item}.codigoProducto`} label={texts.codigoProducto} />
            <TextInput name={`${item}.nombreProducto`} label={texts.nombreProducto} />
            <DecimalInput name={`${item}.precioProducto`} label={texts.precioProducto} descriptiveText={registryConfigTexts.pesosHint} />
            <NumberInput name={`${item}.maxCantidad`} label={texts.maxCantidad} step="1" />
            <TextInput name={`${item}.imagenProducto`} label={texts.imagenProducto} type="url" />
            <TextInput name={`${item}.color`} label={texts.color} />
          </InputGrid>
          <TextInput name={`${item}.descripcionProducto`} label={texts.descripcionProducto} />
          <ProductImage path={item} />
          <CheckboxInput name={`${item}.hideInPublic`} label={texts.hideInPublic} />
          <Text fontWeight="bold">{texts.form}</Text>
          <FieldListEditor path={`${item}.formularioProducto`} />
        </Flex>
      )}
    </ListEditor>
  );
}
