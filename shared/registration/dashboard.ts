// The Dashboard tab's figures (docs/registration.md §9 Dashboard), folded one registrant at a
// time so a job can read an event page by page: incomplete when the payment method is empty or a
// cash-store voucher is unpaid, enrolled when paid (cash store, cash or card), deleted counted apart
// from both. Money is MXN cents (so exact to 2 decimals), totals without the fee, the fee apart for
// the cash store and card; per-day, per-user, modality, field and product figures count paid
// registrants only; registrants per tracking link count every one not deleted. Percentages are rounded.
import { resultRamaLabels } from '@shared/results/results-texts';
import { toLocalDateTime } from '@shared/results/local-time';
import { configuredProducts, isFeeLine, isPaid, linePesos, paymentStateOf, productCodeOf, registrantFields, type AdminRegistrant, type PaidState } from './admin-registrant';
import { valueText, type CategoryModalities } from './form-fields';
import type { LinkRegistrations } from './tracking-links';
import { createLinkTally } from './link-registrations';
import type { RegistryConfig } from './registry-config-schema';
import { registrantValues } from './registrant-values';
import { reportValues } from './report-texts';

export interface CountRow {
  clave: string;
  etiqueta: string;
  cantidad: number;
  porcentaje: number;
}

export interface MethodTotals {
  pagados: number;
  /** Without the fee. */
  monto: number;
  comision: number;
}

export interface Dashboard {
  totales: {
    /** Not deleted: inscritos + incompletos. */
    registros: number;
    inscritos: number;
    incompletos: number;
    borrados: number;
    porcentajeInscritos: number;
    porcentajeIncompletos: number;
    ingresos: number;
    comisionOxxo: number;
    comisionTarjeta: number;
  };
  formasPago: { oxxo: MethodTotals & { pendientes: number }; efectivo: MethodTotals; tarjeta: MethodTotals };
  modalidades: (CountRow & { categorias: CountRow[] })[];
  porDia: { fecha: string; cantidad: number }[];
  porUsuario: { usuario: string; nombre: string; cantidad: number; monto: number }[];
  campos: { iDCampo: string; etiqueta: string; tipoCampo: 'Select' | 'checkbox'; valores: CountRow[] }[];
  productos: { codigoProducto: string; nombre: string; cantidad: number; monto: number }[];
  /** Registrants per tracking link (link-registrations.ts). */
  ligas: LinkRegistrations[];
}

export interface DashboardContext {
  config: RegistryConfig;
  /** The event's modalities: their categories tell which field groups registration uses. */
  modalidades: CategoryModalities;
  /** The event's IANA zone: the day a registration falls on. */
  zonaHoraria: string;
  /** The event's counted tracking links; registrants of any other tkl count under the catch-all. */
  ligas?: readonly string[];
}

export interface DashboardAccumulator {
  add(registrant: AdminRegistrant): void;
  /** The figures so far; userNames: staff user id → name (online registrations are 'on line'). */
  result(userNames?: Readonly<Record<string, string>>): Dashboard;
  /** The staff users met so far, whose names result() wants. */
  users(): string[];
}

export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** Adds to a counter keyed by a string. */
function bump<T extends { cantidad: number }>(map: Map<string, T>, key: string, fresh: () => T, by = 1): T {
  const entry = map.get(key) ?? fresh();
  entry.cantidad += by;
  map.set(key, entry);
  return entry;
}

const byCount = (a: { cantidad: number; etiqueta?: string }, b: { cantidad: number; etiqueta?: string }) => b.cantidad - a.cantidad || (a.etiqueta ?? '').localeCompare(b.etiqueta ?? '');

/** The day an instant falls on in the zone; a text that is no instant counts on its own first ten characters. */
function dayOf(iso: string, zone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso.slice(0, 10) : toLocalDateTime(at, zone).slice(0, 10);
}

export function createDashboardAccumulator({ config, modalidades, zonaHoraria, ligas = [] }: DashboardContext): DashboardAccumulator {
  const summarized = registrantFields(config, modalidades).filter((field) => field.tipoCampo === 'Select' || field.tipoCampo === 'checkbox');
  const products = configuredProducts(config);
  const counts = { inscritos: 0, incompletos: 0, borrados: 0 };
  const links = createLinkTally(ligas);
  const methods: Record<PaidState, MethodTotals> = { oxxo: { pagados: 0, monto: 0, comision: 0 }, efectivo: { pagados: 0, monto: 0, comision: 0 }, tarjeta: { pagados: 0, monto: 0, comision: 0 } };
  let oxxoPendientes = 0;
  const modalities = new Map<string, { etiqueta: string; cantidad: number; categorias: Map<string, { etiqueta: string; cantidad: number }> }>();
  const days = new Map<string, { cantidad: number }>();
  const users = new Map<string, { cantidad: number; monto: number }>();
  const fieldValues = new Map<string, Map<string, { cantidad: number }>>(summarized.map((field) => [field.iDCampo, new Map()]));
  const sales = new Map<string, { nombre: string; cantidad: number; monto: number }>(products.map((product) => [product.codigoProducto, { nombre: product.nombreProducto, cantidad: 0, monto: 0 }]));

  function addPaid(registrant: AdminRegistrant, state: PaidState): void {
    const pesos = linePesos(registrant.order, config);
    let monto = 0;
    for (const line of registrant.order.lines) {
      const amount = pesos(line);
      if (isFeeLine(line)) {
        methods[state].comision += amount;
        continue;
      }
      monto += amount;
      const code = productCodeOf(line);
      if (code !== null) {
        const sale = sales.get(code) ?? { nombre: line.name, cantidad: 0, monto: 0 };
        sale.cantidad += line.quantity;
        sale.monto += amount;
        sales.set(code, sale);
      }
    }
    methods[state].pagados += 1;
    methods[state].monto += monto;

    const modality = bump(modalities, registrant.modalidad, () => ({ etiqueta: registrant.descripcionModalidad, cantidad: 0, categorias: new Map() }));
    bump(modality.categorias, `${registrant.rama}:${registrant.categoria}`, () => ({ etiqueta: `${resultRamaLabels[registrant.rama]} - ${registrant.nombreCategoria}`, cantidad: 0 }));
    const registeredAt = registrant.fechaRegistro === registrantValues.fechaPendiente ? registrant.serverTime : registrant.fechaRegistro;
    bump(days, dayOf(registeredAt, zonaHoraria), () => ({ cantidad: 0 }));
    bump(users, registrant.usuarioRegistra, () => ({ cantidad: 0, monto: 0 })).monto += monto;
    for (const field of summarized) {
      const value = registrant.campos[field.iDCampo];
      if (value === undefined || value === false || value === '') continue;
      bump(fieldValues.get(field.iDCampo) ?? new Map(), String(value), () => ({ cantidad: 0 }));
    }
  }

  function fieldSummary(field: (typeof summarized)[number], inscritos: number): Dashboard['campos'][number] {
    const given = fieldValues.get(field.iDCampo) ?? new Map<string, { cantidad: number }>();
    if (field.tipoCampo === 'checkbox') {
      const ticked = given.get('true')?.cantidad ?? 0;
      return { iDCampo: field.iDCampo, etiqueta: field.etiqueta || field.campo, tipoCampo: 'checkbox', valores: [{ clave: 'true', etiqueta: reportValues.checked, cantidad: ticked, porcentaje: percentOf(ticked, inscritos) }] };
    }
    const answered = [...given.values()].reduce((sum, { cantidad }) => sum + cantidad, 0);
    const options = [...new Set([...field.valor.map((option) => option.valor), ...given.keys()])];
    const valores = options.map((valor) => {
      const cantidad = given.get(valor)?.cantidad ?? 0;
      return { clave: valor, etiqueta: valueText(field, valor), cantidad, porcentaje: percentOf(cantidad, answered) };
    });
    return { iDCampo: field.iDCampo, etiqueta: field.etiqueta || field.campo, tipoCampo: 'Select', valores };
  }

  return {
    add(registrant) {
      const state = paymentStateOf(registrant.statusPago);
      if (registrant.borrado) {
        counts.borrados += 1;
        return;
      }
      links.add(registrant.tkl, isPaid(state));
      if (!isPaid(state)) {
        counts.incompletos += 1;
        if (state === 'oxxoPendiente') oxxoPendientes += 1;
      } else {
        counts.inscritos += 1;
        addPaid(registrant, state);
      }
    },
    users: () => [...users.keys()].filter((usuario) => usuario !== registrantValues.sinUsuario),
    result(userNames = {}) {
      const registros = counts.inscritos + counts.incompletos;
      const nameOf = (usuario: string) => (usuario === registrantValues.sinUsuario ? reportValues.enLinea : (userNames[usuario] ?? usuario));
      return {
        totales: {
          registros,
          ...counts,
          porcentajeInscritos: percentOf(counts.inscritos, registros),
          porcentajeIncompletos: percentOf(counts.incompletos, registros),
          ingresos: methods.oxxo.monto + methods.efectivo.monto + methods.tarjeta.monto,
          comisionOxxo: methods.oxxo.comision,
          comisionTarjeta: methods.tarjeta.comision,
        },
        formasPago: { oxxo: { ...methods.oxxo, pendientes: oxxoPendientes }, efectivo: { ...methods.efectivo }, tarjeta: { ...methods.tarjeta } },
        modalidades: [...modalities]
          .map(([clave, modality]) => ({
            clave,
            etiqueta: modality.etiqueta,
            cantidad: modality.cantidad,
            porcentaje: percentOf(modality.cantidad, counts.inscritos),
            categorias: [...modality.categorias].map(([key, category]) => ({ clave: key, ...category, porcentaje: percentOf(category.cantidad, modality.cantidad) })).sort(byCount),
          }))
          .sort(byCount),
        porDia: [...days].map(([fecha, { cantidad }]) => ({ fecha, cantidad })).sort((a, b) => a.fecha.localeCompare(b.fecha)),
        porUsuario: [...users].map(([usuario, totals]) => ({ usuario, nombre: nameOf(usuario), ...totals })).sort((a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre)),
        campos: summarized.map((field) => fieldSummary(field, counts.inscritos)),
        productos: [...sales].map(([codigoProducto, sale]) => ({ codigoProducto, ...sale })),
        ligas: links.result(),
      };
    },
  };
}
