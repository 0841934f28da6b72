// The modality's extra products on sale to whoever registers (none when the modality hides them),
// each as its card, under their heading.
import { Heading } from '@aws-amplify/ui-react';
import { isHiddenFrom } from '@shared/registration/form-audience';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { StepProps } from './flow-selection';
import { ProductCard } from './product-card';

export function ProductCards({ state, selection, dispatch }: Pick<StepProps, 'state' | 'selection' | 'dispatch'>) {
  const { modality, modalityConfig, currency, audience } = selection;
  const products = modality?.hideAditionalProducts ? [] : (modalityConfig?.productosAdicionales ?? []).filter((product) => !isHiddenFrom(product, audience));
  const quantityOf = (codigoProducto: string) => state.productos.find((item) => item.codigoProducto === codigoProducto)?.cantidad ?? 0;
  if (products.length === 0) return null;
  return (
    <>
      <Heading level={2} fontSize="xxl">{flowTexts.productsTitle}</Heading>
      {products.map((product) => (
        <ProductCard
          key={product.codigoProducto}
          product={product}
          cantidad={quantityOf(product.codigoProducto)}
          currency={currency}
          savedCampos={state.productoCampos[product.codigoProducto]}
          audience={audience}
          dispatch={dispatch}
        />
      ))}
    </>
  );
}
