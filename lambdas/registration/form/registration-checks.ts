// Everything the server checks before it stores a registration (docs/registration.md §5), online or at the desk:
// what it orders (selection-checks.ts), surnames, the configured fields the audience fills, the
// products' own forms and the discount code. Then the order, computed from the configuration.
import type { DiscountGrant } from '@shared/registration/discount';
import type { FormAudience } from '@shared/registration/form-audience';
import type { GroupShare } from '@shared/registration/group-discount';
import { checkAnswers, inputFields, type FieldValue } from '@shared/registration/form-fields';
import type { Order } from '@shared/registration/order-total';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { registrationApiMessages, registrationTexts } from '@shared/registration/registration-texts';
import type { FormField } from '@shared/registration/registry-config-schema';
import { HttpError } from '@lambdas/core/http-error';
import { checkCodeFor } from './discount-grant';
import type { CurrentRegistration } from './registration-context';
import type { Selection } from './registration-selection';
import { orderOf } from './selected-order';
import { checkedSelection, offeredProduct } from './selection-checks';

interface CheckedProduct {
  codigoProducto: string;
  cantidad: number;
  campos: Record<string, FieldValue>;
}

export interface CheckedRegistration {
  selection: Selection;
  campos: Record<string, FieldValue>;
  productos: CheckedProduct[];
  order: Order;
}

/** The refusal of a discount code that gives nothing. */
export const DISCOUNT_INVALID = 'DISCOUNT_INVALID';

const invalid = (code: string, message: string, fields?: Record<string, string>) => new HttpError(400, code, message, fields);

/** Surnames whole, or paternal and maternal when the event keeps them apart; field path → message. */
function surnameErrors({ config }: Selection, { datos }: RegistrationRequest): Record<string, string> {
  const names = config.configuracion.separarApellidos ? (['apellidoPaterno', 'apellidoMaterno'] as const) : (['apellidos'] as const);
  return Object.fromEntries(names.filter((name) => !datos[name]).map((name) => [`datos.${name}`, registrationTexts.nameRule]));
}

/** The general form, the category's group and, unless the modality hides them, the modality's groups. */
function registrationFields({ config, modality, modalityConfig, category, audience }: Selection): FormField[] {
  const categoryGroup = category.camposAdicionalesKey === undefined ? [] : (config.gruposFormularios[category.camposAdicionalesKey] ?? []);
  const modalityGroups = modality.hideAditionalInputs ? [] : Object.values(modalityConfig.camposAdicionalesModalidad);
  return inputFields([config.formulario, categoryGroup, ...modalityGroups], audience);
}

const prefixed = (prefix: string, errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([id, message]) => [`${prefix}.${id}`, message]));

/** The products' own forms, of products checkedSelection found on sale. */
function checkedProducts({ modalityConfig, audience }: Selection, request: RegistrationRequest): { productos: CheckedProduct[]; errors: Record<string, string> } {
  let errors: Record<string, string> = {};
  const productos = request.productos.map(({ codigoProducto, cantidad, campos }, index) => {
    const checked = checkAnswers(inputFields([offeredProduct(modalityConfig, codigoProducto, audience)?.formularioProducto ?? []], audience), campos);
    errors = { ...errors, ...prefixed(`productos.${index}.campos`, checked.errors) };
    return { codigoProducto, cantidad, campos: checked.values };
  });
  return { productos, errors };
}

async function grantedDiscount(eventId: number, selection: Selection, request: RegistrationRequest, now: Date): Promise<DiscountGrant | undefined> {
  if (request.codigoDescuento === undefined) return undefined;
  const check = await checkCodeFor(eventId, selection, request.codigoDescuento, request.productos, now);
  if (check.status === 'valid') return check.grant;
  const message = registrationApiMessages.discountRefused;
  throw invalid(DISCOUNT_INVALID, message, { codigoDescuento: message });
}

/** `audience`: the public online, or the staff member's standing on the event at the desk; `grupo`: a member of a group order. */
export async function checkRegistration(eventId: number, context: CurrentRegistration, request: RegistrationRequest, now: Date, audience: FormAudience, grupo?: GroupShare): Promise<CheckedRegistration> {
  const selection = checkedSelection(context, request, now, audience);
  const fields = checkAnswers(registrationFields(selection), request.campos);
  const products = checkedProducts(selection, request);
  const errors = { ...surnameErrors(selection, request), ...prefixed('campos', fields.errors), ...products.errors };
  if (Object.keys(errors).length > 0) throw invalid('VALIDATION', registrationApiMessages.reviewRequired, errors);
  const descuento = await grantedDiscount(eventId, selection, request, now);
  return { selection, campos: fields.values, productos: products.productos, order: orderOf(selection, products.productos, now, descuento, grupo) };
}
