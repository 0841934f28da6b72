// What a request orders, checked the one way for a registration and for its discount check (spec
// docs/registration.md §5): the event open, the modality and category on offer (fitting the athlete's age and gender),
// places left, and the extra products on sale to whoever registers, within their limits.
import { isSoldOut } from '@shared/registration/folios';
import { isHiddenFrom, type FormAudience } from '@shared/registration/form-audience';
import { offeredCategories } from '@shared/registration/offered-categories';
import { productLimitMessage } from '@shared/registration/product-limit';
import type { AthleteData } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import type { ModalityConfig, Product } from '@shared/registration/registry-config-schema';
import { HttpError } from '@lambdas/core/http-error';
import type { CurrentRegistration, RegistrationContext } from './registration-context';
import { selectionOf, type Selection, type SelectionRequest } from './registration-selection';

export interface OrderRequest extends SelectionRequest {
  productos: { codigoProducto: string; cantidad: number }[];
  datos: Pick<AthleteData, 'fechaNacimiento' | 'genero'>;
}

const invalid = (code: string, message: string, fields?: Record<string, string>) => new HttpError(400, code, message, fields);

/** A product the audience may buy in this modality (staff sell those hidden from the public too). */
export const offeredProduct = (modalityConfig: ModalityConfig, codigoProducto: string, audience: FormAudience): Product | undefined =>
  modalityConfig.productosAdicionales.find((candidate) => candidate.codigoProducto === codigoProducto && !isHiddenFrom(candidate, audience));

function requirePlacesLeft({ held }: CurrentRegistration, { modality, modalityConfig }: Selection): void {
  const inscritos = held[modality.codigoModalidad] ?? 0;
  if (isSoldOut({ capacidad: modalityConfig.folios.capacidad, inscritos })) throw new HttpError(409, 'SOLD_OUT', registrationApiMessages.soldOut);
}

function requireOfferedCategory(context: RegistrationContext, { config, modality, category }: Selection, request: OrderRequest, now: Date): void {
  const { edadActual, categoriasInferiores } = config.configuracion;
  const offer = offeredCategories(modality, request.datos, { edadActual, categoriasInferiores, event: context.event, now });
  const offered = offer.status === 'offered' && offer.categorias.some((candidate) => candidate.rama === request.rama && candidate.codigo === category.codigo);
  if (!offered) {
    const message = offer.status === 'offered' ? registrationApiMessages.categoryNotOffered : offer.message;
    throw invalid('CATEGORY_NOT_OFFERED', message, { codigoCategoria: message });
  }
}

function requireProductsOnSale({ modality, modalityConfig, audience }: Selection, productos: OrderRequest['productos']): void {
  if (productos.length > 0 && modality.hideAditionalProducts) throw invalid('PRODUCT_UNAVAILABLE', registrationApiMessages.productUnavailable);
  productos.forEach(({ codigoProducto, cantidad }, index) => {
    const product = offeredProduct(modalityConfig, codigoProducto, audience);
    if (!product) throw invalid('PRODUCT_UNAVAILABLE', registrationApiMessages.productUnavailable, { [`productos.${index}.codigoProducto`]: registrationApiMessages.productUnavailable });
    const overLimit = productLimitMessage(product, cantidad);
    if (overLimit) throw invalid('PRODUCT_LIMIT', overLimit, { [`productos.${index}.cantidad`]: overLimit });
  });
}

export function checkedSelection(context: CurrentRegistration, request: OrderRequest, now: Date, audience: FormAudience): Selection {
  const selection = selectionOf(context, request, audience);
  requirePlacesLeft(context, selection);
  requireOfferedCategory(context, selection, request, now);
  requireProductsOnSale(selection, request.productos);
  return selection;
}
