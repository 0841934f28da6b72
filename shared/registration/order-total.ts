// The order the server charges, recomputed from the configuration alone (docs/registration.md §3 Order line, §9):
// whatever total the browser shows is never trusted.
import { messages } from '@shared/core/messages';
import { fromPesos, findCurrency, toPesos } from './currency';
import { appliedDiscount, type DiscountGrant } from './discount';
import { groupDiscountAmount, type GroupShare } from './group-discount';
import { registersAtDesk, type FormAudience } from './form-audience';
import { describeFields, inputFields, type FieldValue } from './form-fields';
import { onlineFee } from './online-fee';
import { priceAt } from './price-window';
import { productLimitMessage } from './product-limit';
import type { Category, Modality } from '@shared/results/event-schemas';
import type { FormField, Product, RegistryConfig } from './registry-config-schema';
import { registrationTexts } from './registration-texts';

export const LINE_CODES = { inscription: 'insc', fee: 'comision', discount: 'códigoDescuento', groupDiscount: 'descuentoGrupo', productPrefix: 'producto-' } as const;

/** unit_price in cents of the order's currency; negative only on the discount lines (the code's, the group's). */
export interface OrderLine {
  code: string;
  name: string;
  description: string;
  quantity: number;
  unit_price: number;
  precioKey?: string;
  extraData?: { codigoDescuento: string };
}

export interface OrderSelection {
  modalidad: Pick<Modality, 'codigoModalidad' | 'descripcionModalidad'>;
  categoria: Pick<Category, 'nombreCategoria' | 'precioKey'>;
  moneda: string;
  /** campos: the product's own form (formularioProducto) as chosen, keyed by iDCampo. */
  productos: { codigoProducto: string; cantidad: number; campos?: Record<string, FieldValue> }[];
  descuento?: DiscountGrant;
  /** A member of a group order: the group discount's line, after the code's and before the fee. */
  grupo?: GroupShare;
  /** Who registers: the public online (the default) pays the online fee; staff at the desk take no fee line. */
  audience?: FormAudience;
}

/** Every amount in integer cents of moneda, except totalPesos: the same order in MXN cents, line by line. discount: the code's and the group's together. */
export interface Order {
  moneda: string;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  totalPesos: number;
}

type OrderResult = { ok: true; order: Order } | { ok: false; message: string };

const invalid = (message: string = messages.invalidRequest): OrderResult => ({ ok: false, message });
const lineTotal = (line: OrderLine) => line.quantity * line.unit_price;

/** The product's description and what these fields of its form were filled with: '… · Talla: G'. */
export const productLineDescription = (product: Product, fields: FormField[], campos: Record<string, FieldValue>) =>
  [product.descripcionProducto, ...describeFields(fields, campos)].filter(Boolean).join(' · ');

/** A product's line as the audience that registered filled its form. */
const productDescription = (product: Product, campos: Record<string, FieldValue>, audience: FormAudience) =>
  productLineDescription(product, inputFields([product.formularioProducto], audience), campos);

export function computeOrder(config: RegistryConfig, selection: OrderSelection, now: Date): OrderResult {
  const currency = findCurrency(config, selection.moneda);
  const modalityConfig = config.configModalidad[selection.modalidad.codigoModalidad];
  if (!currency || !modalityConfig) return invalid();
  const { audience = 'publico' } = selection;
  const codes = selection.productos.map((item) => item.codigoProducto);
  if (new Set(codes).size !== codes.length) return invalid();

  const { precioKey } = selection.categoria;
  const lines: OrderLine[] = [
    {
      code: LINE_CODES.inscription,
      name: selection.modalidad.descripcionModalidad,
      description: selection.categoria.nombreCategoria,
      quantity: 1,
      unit_price: fromPesos(priceAt(modalityConfig.precio, precioKey, now), currency),
      ...(precioKey === undefined ? {} : { precioKey }),
    },
  ];
  for (const { codigoProducto, cantidad, campos = {} } of selection.productos) {
    const product = modalityConfig.productosAdicionales.find((candidate) => candidate.codigoProducto === codigoProducto);
    if (!product || !Number.isInteger(cantidad) || cantidad < 1) return invalid();
    const overLimit = productLimitMessage(product, cantidad);
    if (overLimit) return invalid(overLimit);
    lines.push({
      code: `${LINE_CODES.productPrefix}${codigoProducto}`,
      name: product.nombreProducto,
      description: productDescription(product, campos, audience),
      quantity: cantidad,
      unit_price: fromPesos(product.precioProducto, currency),
    });
  }

  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const codeDiscount = appliedDiscount(config.formasDePago, selection.descuento, subtotal);
  if (codeDiscount > 0 && selection.descuento) {
    const { codigo } = selection.descuento;
    lines.push({ code: LINE_CODES.discount, name: codigo, description: '', quantity: 1, unit_price: -codeDiscount, extraData: { codigoDescuento: codigo } });
  }
  const groupDiscount = selection.grupo ? groupDiscountAmount(subtotal - codeDiscount, selection.grupo.porcentaje) : 0;
  if (groupDiscount > 0 && selection.grupo) {
    const { porcentaje, miembros } = selection.grupo;
    lines.push({ code: LINE_CODES.groupDiscount, name: registrationTexts.groupDiscountName, description: registrationTexts.groupDiscountDescription(porcentaje, miembros), quantity: 1, unit_price: -groupDiscount });
  }
  const discount = codeDiscount + groupDiscount;
  const online = !registersAtDesk(audience);
  const fee = online ? onlineFee(subtotal - discount, config.formasDePago) : 0;
  if (online) lines.push({ code: LINE_CODES.fee, name: registrationTexts.feeName, description: registrationTexts.feeDescription, quantity: 1, unit_price: fee });

  const total = subtotal - discount + fee;
  const totalPesos = lines.reduce((sum, line) => sum + line.quantity * toPesos(line.unit_price, currency), 0);
  return { ok: true, order: { moneda: currency.codigo, lines, subtotal, discount, fee, total, totalPesos } };
}
