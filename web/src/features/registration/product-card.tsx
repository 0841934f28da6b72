// One extra product (docs/registration.md §3 Extra product, §4 Order, §5 Extra products): add it, change its quantity
// within maxCantidad, remove it with − at 1; with its own form, only once that form is saved.
import { Button, Card, Flex, Heading, Image, Text } from '@aws-amplify/ui-react';
import type { Dispatch } from 'react';
import { toastDurations } from '@shared/core/messages';
import { fromPesos } from '@shared/registration/currency';
import type { FormAudience } from '@shared/registration/form-audience';
import { productLimitMessage } from '@shared/registration/product-limit';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { Currency, Product } from '@shared/registration/registry-config-schema';
import { useToast } from '@web/lib/toasts';
import type { FieldValues, FlowAction } from './flow-state';
import { moneyText } from '@shared/registration/money-text';
import { ProductForm } from './product-form';
import { productFormFields } from './product-forms';

interface ProductCardProps {
  product: Product;
  cantidad: number;
  currency: Currency;
  savedCampos: FieldValues | undefined;
  /** Who registers: its form shows the fields theirs. */
  audience: FormAudience;
  dispatch: Dispatch<FlowAction>;
}

export function ProductCard({ product, cantidad, currency, savedCampos, audience, dispatch }: ProductCardProps) {
  const toast = useToast();
  const { codigoProducto, nombreProducto: name } = product;
  const formFields = productFormFields(product, audience);
  const setQuantity = (next: number) => dispatch({ type: 'producto', codigoProducto, cantidad: next });

  const add = () => {
    const refusal = formFields.length > 0 && !savedCampos ? flowTexts.productNeedsData : productLimitMessage(product, cantidad + 1);
    if (refusal) toast(refusal, toastDurations.long);
    else setQuantity(cantidad + 1);
  };

  return (
    <Card variation="outlined" borderColor={product.color || undefined}>
      <Flex direction={{ base: 'column', medium: 'row' }} gap="1rem">
        {product.imagenProducto && <Image src={product.imagenProducto} alt={name} width="120px" maxHeight="120px" objectFit="contain" />}
        <Flex direction="column" gap="0.5rem" flex="1">
          <Heading level={3} fontSize="large">{name}</Heading>
          {product.descripcionProducto && <Text>{product.descripcionProducto}</Text>}
          <Text fontWeight="bold">{flowTexts.productPrice(moneyText(fromPesos(product.precioProducto, currency), currency.codigo))}</Text>
          {formFields.length > 0 && (
            <ProductForm
              name={name}
              fields={formFields}
              saved={savedCampos}
              added={cantidad > 0}
              onSaved={(campos) => dispatch({ type: 'productoCampos', codigoProducto, campos })}
            />
          )}
          {cantidad === 0 ? (
            <Button alignSelf="flex-start" variation="primary" onClick={add}>
              {flowTexts.addProduct(name)}
            </Button>
          ) : (
            <Flex alignItems="center" gap="0.75rem">
              <Button aria-label={flowTexts.decrease(name)} onClick={() => setQuantity(cantidad - 1)}>
                −
              </Button>
              <Text>{flowTexts.quantity(cantidad)}</Text>
              <Button aria-label={flowTexts.increase(name)} onClick={add}>
                +
              </Button>
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
