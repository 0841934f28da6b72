// Step 3 (docs/registration.md §2): the modality's extra products, unless it hides them, and the account statement;
// it goes on only with every added product's own form saved.
import { Button, Flex } from '@aws-amplify/ui-react';
import { toastDurations } from '@shared/core/messages';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { useToast } from '@web/lib/toasts';
import { estimatedOrder, type StepProps } from './flow-selection';
import { OrderSummary } from './order-summary';
import { ProductCards } from './product-cards';
import { unsavedProduct } from './product-forms';

export function ProductsStep({ view, state, selection, dispatch }: StepProps) {
  const order = estimatedOrder(view, state, selection, new Date());
  const toast = useToast();

  const next = () => {
    const unsaved = unsavedProduct(selection, state);
    if (unsaved) toast(flowTexts.productUnsaved(unsaved.nombreProducto), toastDurations.long);
    else dispatch({ type: 'step', step: 'correo' });
  };

  return (
    <Flex direction="column" gap="1.25rem">
      <ProductCards state={state} selection={selection} dispatch={dispatch} />
      {order && <OrderSummary order={order} showPesos={selection.currency.mostrarCambioAPesos} />}
      <Flex gap="0.75rem" wrap="wrap">
        <Button onClick={() => dispatch({ type: 'step', step: 'opciones' })}>{flowTexts.back}</Button>
        <Button variation="primary" onClick={next}>
          {flowTexts.continue}
        </Button>
      </Flex>
    </Flex>
  );
}
