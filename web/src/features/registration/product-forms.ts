// Extra products with their own form (formularioProducto, spec §5 Extra products): its public fields,
// and the product in the order whose form is not saved, which keeps the order from going on.
import type { Product } from '../../../../shared/registration/registry-config-schema';
import type { FlowSelection } from './flow-selection';
import type { FlowState } from './flow-state';
import { publicFields } from '../../../../shared/registration/form-fields';

export const productFormFields = (product: Product | undefined) => publicFields([product?.formularioProducto ?? []]);

/** The first product added whose form is unsaved, e.g. taken back with 'Editar'; null when none. */
export function unsavedProduct(selection: FlowSelection, state: Pick<FlowState, 'productos' | 'productoCampos'>): Product | null {
  const catalog = selection.modalityConfig?.productosAdicionales ?? [];
  for (const { codigoProducto } of state.productos) {
    const product = catalog.find((candidate) => candidate.codigoProducto === codigoProducto);
    if (product && productFormFields(product).length > 0 && !state.productoCampos[codigoProducto]) return product;
  }
  return null;
}
