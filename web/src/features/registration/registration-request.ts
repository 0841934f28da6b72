// The bodies the flow sends: the discount check and the registration itself (shared contracts).
import type { GroupMember } from '@shared/registration/group-registration-api';
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

/** The athlete as the server takes it, alone or as a member of a group; null while the category is not chosen. */
export function athleteBody({ state, selection }: Pick<StepProps, 'state' | 'selection'>): GroupMember | null {
  const choice = chosen(selection);
  if (!choice) return null;
  const catalog = selection.modalityConfig?.productosAdicionales ?? [];
  const productos = state.productos.map(({ codigoProducto, cantidad }) => {
    const form = productFormFields(catalog.find((product) => product.codigoProducto === codigoProducto), selection.audience);
    return { codigoProducto, cantidad, campos: fieldValuesToSend(form, state.productoCampos[codigoProducto] ?? {}) };
  });
  return {
    datos: state.datos,
    ...choice,
    campos: fieldValuesToSend(selection.fields, state.campos),
    productos,
    ...(state.descuento ? { codigoDescuento: state.descuento.codigo } : {}),
  };
}

/** A single registration; with the waiting list's offer when its mail's link opened the flow. */
export function registrationBody(props: Pick<StepProps, 'state' | 'selection' | 'oferta'>, intento: string): RegistrationRequest | null {
  const athlete = athleteBody(props);
  return athlete && { ...athlete, intento, tkl: props.state.tkl, ...(props.oferta ? { oferta: props.oferta } : {}) };
}
