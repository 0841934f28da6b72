// Everything the server checks before it stores a registration (spec §5): the event open, the
// modality on offer with places left, the category fitting the athlete, surnames, the configured
// fields, the extra products and the discount code. Then the order, computed from the configuration.
import type { DiscountGrant } from '../../shared/registration/discount';
import { isSoldOut } from '../../shared/registration/folios';
import { checkFields, publicInputFields, type FieldValue } from '../../shared/registration/form-fields';
import { offeredCategories } from '../../shared/registration/offered-categories';
import type { Order } from '../../shared/registration/order-total';
import { productLimitMessage } from '../../shared/registration/product-limit';
import type { RegistrationRequest } from '../../shared/registration/registration-api';
import { registrationApiMessages, registrationTexts } from '../../shared/registration/registration-texts';
import type { FormField } from '../../shared/registration/registry-config-schema';
import { HttpError } from '../core/http-error';
import { checkCodeUses } from './discount-grant';
import { occupancyOf } from './places-repository';
import type { RegistrationContext } from './registration-context';
import { selectionOf, type Selection } from './registration-selection';
import { orderOf } from './selected-order';

export interface CheckedProduct {
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

const invalid = (code: string, message: string, fields?: Record<string, string>) => new HttpError(400, code, message, fields);

async function requirePlacesLeft(eventId: number, { modality, modalityConfig }: Selection): Promise<void> {
  const inscritos = (await occupancyOf(eventId))[modality.codigoModalidad] ?? 0;
  if (isSoldOut({ capacidad: modalityConfig.folios.capacidad, inscritos })) throw new HttpError(409, 'SOLD_OUT', registrationApiMessages.soldOut);
}

function requireOfferedCategory(context: RegistrationContext, { config, modality, category }: Selection, request: RegistrationRequest, now: Date): void {
  const { edadActual, categoriasInferiores } = config.configuracion;
  const offer = offeredCategories(modality, request.datos, { edadActual, categoriasInferiores, event: context.event, now });
  const offered = offer.status === 'offered' && offer.categorias.some((candidate) => candidate.rama === request.rama && candidate.codigo === category.codigo);
  if (!offered) {
    const message = offer.status === 'offered' ? registrationApiMessages.categoryNotOffered : offer.message;
    throw invalid('CATEGORY_NOT_OFFERED', message, { codigoCategoria: message });
  }
}

/** Surnames whole, or paternal and maternal when the event keeps them apart; field path → message. */
function surnameErrors({ config }: Selection, { datos }: RegistrationRequest): Record<string, string> {
  const names = config.configuracion.separarApellidos ? (['apellidoPaterno', 'apellidoMaterno'] as const) : (['apellidos'] as const);
  return Object.fromEntries(names.filter((name) => !datos[name]).map((name) => [`datos.${name}`, registrationTexts.nameRule]));
}

/** The general form, the category's group and, unless the modality hides them, the modality's groups. */
function registrationFields({ config, modality, modalityConfig, category }: Selection): FormField[] {
  const categoryGroup = category.camposAdicionalesKey === undefined ? [] : (config.gruposFormularios[category.camposAdicionalesKey] ?? []);
  const modalityGroups = modality.hideAditionalInputs ? [] : Object.values(modalityConfig.camposAdicionalesModalidad);
  return publicInputFields([config.formulario, categoryGroup, ...modalityGroups]);
}

const prefixed = (prefix: string, errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([id, message]) => [`${prefix}.${id}`, message]));

function checkedProducts({ modality, modalityConfig }: Selection, request: RegistrationRequest): { productos: CheckedProduct[]; errors: Record<string, string> } {
  if (request.productos.length > 0 && modality.hideAditionalProducts) throw invalid('PRODUCT_UNAVAILABLE', registrationApiMessages.productUnavailable);
  let errors: Record<string, string> = {};
  const productos = request.productos.map(({ codigoProducto, cantidad, campos }, index) => {
    const product = modalityConfig.productosAdicionales.find((candidate) => candidate.codigoProducto === codigoProducto && !candidate.hideInPublic);
    if (!product) throw invalid('PRODUCT_UNAVAILABLE', registrationApiMessages.productUnavailable, { [`productos.${index}.codigoProducto`]: registrationApiMessages.productUnavailable });
    const overLimit = productLimitMessage(product, cantidad);
    if (overLimit) throw invalid('PRODUCT_LIMIT', overLimit, { [`productos.${index}.cantidad`]: overLimit });
    const checked = checkFields(publicInputFields([product.formularioProducto]), campos);
    errors = { ...errors, ...prefixed(`productos.${index}.campos`, checked.errors) };
    return { codigoProducto, cantidad, campos: checked.values };
  });
  return { productos, errors };
}

async function grantedDiscount(eventId: number, selection: Selection, request: RegistrationRequest, now: Date): Promise<DiscountGrant | undefined> {
  if (request.codigoDescuento === undefined) return undefined;
  const { subtotal } = orderOf(selection, request.productos, now);
  const check = await checkCodeUses(eventId, selection.config, request.codigoDescuento, { codigoModalidad: selection.modality.codigoModalidad, subtotal, currency: selection.currency });
  if (check.status === 'valid') return check.grant;
  const message = check.status === 'usedUp' ? registrationApiMessages.discountUsedUp : registrationApiMessages.discountInvalid;
  throw invalid('DISCOUNT_INVALID', message, { codigoDescuento: message });
}

export async function checkRegistration(eventId: number, context: RegistrationContext, request: RegistrationRequest, now: Date): Promise<CheckedRegistration> {
  const selection = selectionOf(context, request);
  await requirePlacesLeft(eventId, selection);
  requireOfferedCategory(context, selection, request, now);
  const fields = checkFields(registrationFields(selection), request.campos);
  const products = checkedProducts(selection, request);
  const errors = { ...surnameErrors(selection, request), ...prefixed('campos', fields.errors), ...products.errors };
  if (Object.keys(errors).length > 0) throw invalid('VALIDATION', registrationApiMessages.reviewRequired, errors);
  const descuento = await grantedDiscount(eventId, selection, request, now);
  return { selection, campos: fields.values, productos: products.productos, order: orderOf(selection, request.productos, now, descuento) };
}
