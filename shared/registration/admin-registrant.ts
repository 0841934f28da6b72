// A registrant as the admin area reads it (docs/registration.md §3 Registrant), with the two
// readings the Dashboard and the reports share: its payment state (§4 Payment status, §9 Dashboard)
// and its order's amounts in MXN cents.
import type { Rama } from '@shared/results/ramas';
import { findCurrency, toPesos } from './currency';
import { registrationGroups, type CategoryModalities, type FieldValue } from './form-fields';
import { LINE_CODES, type Order, type OrderLine } from './order-total';
import type { PaymentStatus } from './registration-api';
import type { FormField, Product, RegistryConfig } from './registry-config-schema';

export interface AdminRegistrant {
  registroId: string;
  numero?: number;
  nombres: string;
  apellidos?: string;
  apellidoPaterno?: string;
  apellidoMaterno?: string;
  correo: string;
  telefono: string;
  fechaNacimiento: string;
  modalidad: string;
  descripcionModalidad: string;
  rama: Rama;
  categoria: number;
  nombreCategoria: string;
  /** 'PENDIENTE' until complete, then ISO-8601 UTC. */
  fechaRegistro: string;
  serverTime: string;
  /** 'No registrado' online; the staff user's id at a point of sale. */
  usuarioRegistra: string;
  borrado: boolean;
  liberado?: boolean;
  order: Order;
  statusPago: PaymentStatus;
  campos: Record<string, FieldValue>;
  /** The tracking link the registrant came with, 'direct' for none. */
  tkl: string;
  productos: { codigoProducto: string; cantidad: number; campos?: Record<string, FieldValue> }[];
  /** A member of a group order (docs/registration.md, Group registration): its payer's registroId and the group's name. */
  grupo?: { grupoId: string; etiqueta: string };
}

/** incompleto: online and not paid; oxxoPendiente: a voucher issued, unpaid; the rest are paid (enrolled). */
export type PaymentState = 'incompleto' | 'oxxoPendiente' | 'oxxo' | 'efectivo' | 'tarjeta';
export type PaidState = Extract<PaymentState, 'oxxo' | 'efectivo' | 'tarjeta'>;

export function paymentStateOf({ status, formaPago }: PaymentStatus): PaymentState {
  if (formaPago === 'oxxo_pay') return status === 'ok' ? 'oxxo' : 'oxxoPendiente';
  if (status !== 'ok' || formaPago === '') return 'incompleto';
  return formaPago === 'card' ? 'tarjeta' : 'efectivo';
}

export const isPaid = (state: PaymentState): state is PaidState => state === 'oxxo' || state === 'efectivo' || state === 'tarjeta';

/** An order line's amount (quantity × unit price) in MXN cents, with the currency the configuration gives it. */
export function linePesos(order: Order, config: RegistryConfig): (line: OrderLine) => number {
  const currency = findCurrency(config, order.moneda);
  // A currency taken out of the configuration since: the order's own ratio of pesos to its total.
  const ratio = order.total === 0 ? 1 : order.totalPesos / order.total;
  return (line) => {
    const amount = line.quantity * line.unit_price;
    return currency ? line.quantity * toPesos(line.unit_price, currency) : Math.trunc(amount * ratio);
  };
}

export const isFeeLine = (line: OrderLine) => line.code === LINE_CODES.fee;
export const productCodeOf = (line: OrderLine) => (line.code.startsWith(LINE_CODES.productPrefix) ? line.code.slice(LINE_CODES.productPrefix.length) : null);

/** What the order charged without its fee, and the fee, in MXN cents. */
export function orderAmounts(order: Order, config: RegistryConfig): { monto: number; comision: number } {
  const pesos = linePesos(order, config);
  let monto = 0;
  let comision = 0;
  for (const line of order.lines) {
    if (isFeeLine(line)) comision += pesos(line);
    else monto += pesos(line);
  }
  return { monto, comision };
}

/** Every field that carries a value, of the general form, the groups categories use and every modality's groups; each iDCampo once. */
export function registrantFields(config: RegistryConfig, modalities: CategoryModalities): FormField[] {
  const groups = [config.formulario, ...registrationGroups(config, modalities), ...Object.values(config.configModalidad).flatMap((modality) => Object.values(modality.camposAdicionalesModalidad))];
  const fields = new Map<string, FormField>();
  for (const field of groups.flat()) {
    if (field.tipoCampo !== 'titulo' && field.tipoCampo !== 'option' && !fields.has(field.iDCampo)) fields.set(field.iDCampo, field);
  }
  return [...fields.values()];
}

/** Every product of every modality; each codigoProducto once, as the first modality offering it describes it. */
export function configuredProducts(config: RegistryConfig): Product[] {
  const products = new Map<string, Product>();
  for (const product of Object.values(config.configModalidad).flatMap((modality) => modality.productosAdicionales)) {
    if (!products.has(product.codigoProducto)) products.set(product.codigoProducto, product);
  }
  return [...products.values()];
}
