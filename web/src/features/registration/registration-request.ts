// The bodies the flow sends: the discount check and the registration itself (shared contracts).
import type { DiscountCheck, RegistrationRequest } from '@shared/registration/registration-api';
import type { FlowSelection, StepProps } from './flow-selection';
import { fieldValuesToSend } from '@web/lib/field-checks';
import { productFormFields } from './product-forms';

/** The chosen currency, modality, branch and category; null while the category is not chosen. */
function chosen(selection: FlowSelection) {
  const { modality, category, currency } = selection;
  if (!modality || !category) return null;
  return { moneda: currency.codigo, codigoModalidad: modality.codigoModalidad, rama: category.rama, codigoCategoria: category.codigo };
}

export function discountCheckBody({ state, selection }: Pick<StepProps, 'state' | 'selection'>, codigo: string): DiscountCheck | null {
  const choice = chosen(selection);
  if (!choice) return null;
  const productos = state.productos.map(({ codigoProducto, cantidad }) => ({ codigoProducto, cantidad }));
  const { correo, fechaNacimiento, genero } = state.datos;
  return { codigo, correo, datos: { fechaNacimiento, genero }, ...choice, productos };
}

export function registrationBody({ state, selection, oferta }: Pick<StepProps, 'state' | 'selection' | 'oferta'>, intento: string): RegistrationRequest | null {
  const choice = chosen(selection);
  if (!choice) return null;
  const catalog = selection.modalityConfig?.productosAdicionales ?? [];
  const productos = state.productos.map(({ codigoProducto, cantidad }) => {
    const form = productFormFields(catalog.find((product) => product.codigoProducto === codigoProducto), selection.audience);
    return { codigoProducto, cantidad, campos: fieldValuesToSend(form, state.productoCampos[codigoProducto] ?? {}) };
  });
  return {
    intento,
    datos: state.datos,
    ...choice,
    campos: fieldValuesToSend(selection.fields, state.campos),
    productos,
    ...(state.descuento ? { codigoDescuento: state.descuento.codigo } : {}),
    tkl: state.tkl,
    ...(oferta ? { oferta } : {}),
  };
}
