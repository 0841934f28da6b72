// Step 3 (spec §2): the modality's extra products, unless it hides them, and the account statement;
// it goes on only with every added product's own form saved.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { toastDurations } from '../../../../shared/core/messages';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { useToast } from '../../lib/toasts';
import { estimatedOrder, type StepProps } from './flow-selection';
import { OrderSummary } from './order-summary';
import { ProductCard } from './product-card';
import { unsavedProduct } from './product-forms';

export function ProductsStep({ view, state, selection, dispatch }: StepProps) {
  const { modality, modalityConfig, currency } = selection;
  const products = modality?.hideAditionalProducts ? [] : (modalityConfig?.productosAdicionales ?? []).filter((product) => !product.hideInPublic);
  const order = estimatedOrder(view, state, selection, new Date());
  const quantityOf = (codigoProducto: string) => state.productos.find((item) => item.codigoProducto === codigoProducto)?.cantidad ?? 0;
  const toast = useToast();

  const next = () => {
    const unsaved = unsavedProduct(selection, state);
    if (unsaved) toast(flowTexts.productUnsaved(unsaved.nombreProducto), toastDurations.long);
    else dispatch({ type: 'step', step: 'correo' });
  };

  return (
    <Flex direction="column" gap="1.25rem">
      {products.length > 0 && <Heading level={3}>{flowTexts.productsTitle}</Heading>}
      {products.map((product) => (
        <ProductCard
          key={product.codigoProducto}
          product={product}
          cantidad={quantityOf(product.codigoProducto)}
          currency={currency}
          savedCampos={state.productoCampos[product.codigoProducto]}
          dispatch={dispatch}
        />
      ))}
      {order && <OrderSummary order={order} showPesos={currency.mostrarCambioAPesos} />}
      <Flex gap="0.75rem" wrap="wrap">
        <Button onClick={() => dispatch({ type: 'step', step: 'opciones' })}>{flowTexts.back}</Button>
        <Button variation="primary" onClick={next}>
          {flowTexts.continue}
        </Button>
      </Flex>
    </Flex>
  );
}
