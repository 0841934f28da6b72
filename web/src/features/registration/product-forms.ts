// Extra products with their own form (formularioProducto, docs/registration.md §5 Extra products): the fields shown to
// whoever registers, and the product in the order whose form is not saved, which keeps the order from
// going on.
import type { FormAudience } from '@shared/registration/form-audience';
import type { Product } from '@shared/registration/registry-config-schema';
import type { FlowSelection } from './flow-selection';
import type { FlowState } from './flow-state';
import { shownFields } from '@shared/registration/form-fields';

export const productFormFields = (product: Product | undefined, audience: FormAudience) => shownFields([product?.formularioProducto ?? []], audience);

/** The first product added whose form is unsaved, e.g. taken back with 'Editar'; null when none. */
export function unsavedProduct(selection: FlowSelection, state: Pick<FlowState, 'productos' | 'productoCampos'>): Product | null {
  const catalog = selection.modalityConfig?.productosAdicionales ?? [];
  for (const { codigoProducto } of state.productos) {
    const product = catalog.find((candidate) => candidate.codigoProducto === codigoProducto);
    if (product && productFormFields(product, selection.audience).length > 0 && !state.productoCampos[codigoProducto]) return product;
  }
  return null;
}
