// The registrant CSV reports (docs/registration.md §9 CSV reports): 1 'Full Data' (everyone, with
// contact data and age), 2 'Data inscritos' (the enrolled, not deleted) and 3 'Ingresos cobrados'
// (every paid registration, deleted ones marked). A report is its header and one line per
// registrant, so it can be written while the registrants are read page by page.
import type { EventInfo } from '@shared/results/event-schemas';
import { toLocalDateTime } from '@shared/results/local-time';
import { resultRamaLabels } from '@shared/results/results-texts';
import { configuredProducts, isPaid, linePesos, orderAmounts, paymentStateOf, registrantFields, type AdminRegistrant, type PaymentState } from './admin-registrant';
import type { EventAccess } from './admin-permissions';
import { CSV_BOM, csvLine, type CsvCell } from './csv-cells';
import { hiddenFields } from './hidden-fields';
import { valueText, type CategoryModalities, type FieldValue } from './form-fields';
import { LINE_CODES } from './order-total';
import { registrationAge } from './registration-age';
import type { FormField, Product, RegistryConfig } from './registry-config-schema';
import { registrantValues } from './registrant-values';
import { reportColumns as columns, reportFileLabels, reportValues, statusTexts } from './report-texts';

export const REPORT_TYPES = [1, 2, 3] as const;
export type ReportTipo = (typeof REPORT_TYPES)[number];

export interface ReportContext {
  tipo: ReportTipo;
  config: RegistryConfig;
  /** The event's modalities: their categories tell which field groups registration uses. */
  modalidades: CategoryModalities;
  event: Pick<EventInfo, 'nombreEvento' | 'fechaEvento' | 'zonaHoraria'>;
  /** Who reads it: fields hidden from that profile stay out. */
  access: EventAccess;
  now: Date;
}

export interface RegistrantReport {
  /** The byte-order mark and the column names. */
  header: string;
  /** The registrant's line, or '' when this type leaves it out; usuario is the staff user's name. */
  line(registrant: AdminRegistrant, usuario: string): string;
}

export interface Column {
  title: string;
  cell(registrant: AdminRegistrant, usuario: string): CsvCell;
}

const stateTexts: Record<PaymentState, string> = {
  incompleto: statusTexts.incompleto,
  oxxoPendiente: statusTexts.oxxoPendiente,
  oxxo: statusTexts.oxxo,
  efectivo: statusTexts.efectivo,
  tarjeta: statusTexts.tarjeta,
};

/** 'Borrado', then the payment: 'Registro onLine Incompleto' or how it was (or is to be) paid. */
export function statusText(registrant: Pick<AdminRegistrant, 'borrado' | 'statusPago'>): string {
  const parts = [registrant.borrado ? statusTexts.borrado : '', stateTexts[paymentStateOf(registrant.statusPago)]];
  return parts.filter(Boolean).join(' - ');
}

export function includedInReport(tipo: ReportTipo, registrant: Pick<AdminRegistrant, 'borrado' | 'statusPago'>): boolean {
  if (tipo === 1) return true;
  const paid = isPaid(paymentStateOf(registrant.statusPago));
  return tipo === 2 ? paid && !registrant.borrado : paid;
}

/** '{event}{type label}{YYYY-MM-DD}.csv', the date where the event runs. */
export function reportFileName(tipo: ReportTipo, nombreEvento: string, now: Date, zonaHoraria: string): string {
  return `${nombreEvento}${reportFileLabels[tipo]}${toLocalDateTime(now.getTime(), zonaHoraria).slice(0, 10)}.csv`;
}

/** MXN cents as pesos with two decimals. */
const pesosText = (cents: number) => (Math.trunc(cents) / 100).toFixed(2);

/** A group member's group: its name, or its payer's internal key when it has none; nothing outside a group. */
export function groupText(grupo: AdminRegistrant['grupo']): string {
  if (!grupo) return '';
  return grupo.etiqueta.trim() || reportValues.grupoSinNombre(grupo.grupoId);
}

function answerText(field: FormField, value: FieldValue | undefined): string {
  return value === undefined || value === false ? '' : valueText(field, value);
}

function nameColumns(separarApellidos: boolean): Column[] {
  const surnames: Column[] = separarApellidos
    ? [
        { title: columns.apellidoPaterno, cell: (r) => r.apellidoPaterno ?? '' },
        { title: columns.apellidoMaterno, cell: (r) => r.apellidoMaterno ?? '' },
      ]
    : [{ title: columns.apellidos, cell: (r) => r.apellidos ?? [r.apellidoPaterno, r.apellidoMaterno].filter(Boolean).join(' ') }];
  return [
    { title: columns.numero, cell: (r) => (r.liberado ? reportValues.liberado : (r.numero ?? '')) },
    { title: columns.nombre, cell: (r) => r.nombres },
    ...surnames,
  ];
}

function contactColumns({ config, event, now }: Omit<ReportContext, 'tipo'>): Column[] {
  const age = { edadActual: config.configuracion.edadActual, event, now };
  return [
    { title: columns.correo, cell: (r) => r.correo },
    { title: columns.telefono, cell: (r) => r.telefono },
    { title: columns.fechaNacimiento, cell: (r) => r.fechaNacimiento },
    { title: columns.edad, cell: (r) => registrationAge(r.fechaNacimiento, age) },
  ];
}

function productColumns(product: Product, config: RegistryConfig, shown: (field: FormField) => boolean): Column[] {
  const code = `${LINE_CODES.productPrefix}${product.codigoProducto}`;
  const lineOf = (r: AdminRegistrant) => r.order.lines.find((line) => line.code === code);
  const pesosOf = (r: AdminRegistrant, quantity?: number) => {
    const line = lineOf(r);
    return line ? linePesos(r.order, config)(quantity === undefined ? line : { ...line, quantity }) : undefined;
  };
  const fields = product.formularioProducto.filter((field) => field.tipoCampo !== 'titulo' && field.tipoCampo !== 'option' && shown(field));
  return [
    { title: columns.productoCantidad(product.nombreProducto), cell: (r) => lineOf(r)?.quantity ?? 0 },
    { title: columns.productoPrecio(product.nombreProducto), cell: (r) => pesosText(pesosOf(r, 1) ?? product.precioProducto) },
    { title: columns.productoTotal(product.nombreProducto), cell: (r) => pesosText(pesosOf(r) ?? 0) },
    ...fields.map((field) => ({
      title: columns.productoCampo(product.nombreProducto, field.etiqueta || field.campo),
      cell: (r: AdminRegistrant) => {
        if (!lineOf(r)) return reportValues.noAplica;
        const bought = r.productos.find((item) => item.codigoProducto === product.codigoProducto);
        return answerText(field, bought?.campos?.[field.iDCampo]) || reportValues.noRegistrado;
      },
    })),
  ];
}

/** What a table of registrants shows: a report of some type, or the Ingresos list of the admin screen (docs/registration.md §2). */
export type RegistrantTableKind = ReportTipo | 'ingresos';

/**
 * The columns of a report, or of the Ingresos list: the report's, with Correo and Teléfono, 'Precio
 * cobrado' after Usuario and no amounts at the end. Grupo goes with the registration's columns, after
 * Categoria, read from the registrant itself: a report reads nothing more per row.
 */
export function registrantColumns(kind: RegistrantTableKind, context: Omit<ReportContext, 'tipo'>): Column[] {
  const { config, modalidades, event, access } = context;
  const hidden = hiddenFields(config, modalidades, access);
  const shown = (field: FormField) => !hidden.campos.has(field.iDCampo);
  const amounts = (r: AdminRegistrant) => orderAmounts(r.order, config);
  const ingresos = kind === 'ingresos';
  return [
    ...nameColumns(config.configuracion.separarApellidos),
    ...(kind === 1 ? contactColumns(context) : ingresos ? contactColumns(context).slice(0, 2) : []),
    { title: columns.modalidad, cell: (r) => r.descripcionModalidad },
    { title: columns.rama, cell: (r) => resultRamaLabels[r.rama] },
    { title: columns.categoria, cell: (r) => r.nombreCategoria },
    { title: columns.grupo, cell: (r) => groupText(r.grupo) },
    { title: columns.usuario, cell: (r, usuario) => (r.usuarioRegistra === registrantValues.sinUsuario ? reportValues.enLinea : usuario) },
    ...(ingresos ? [{ title: columns.precioCobrado, cell: (r: AdminRegistrant) => pesosText(amounts(r).monto) }] : []),
    {
      title: columns.fechaRegistro,
      cell: (r) => (Number.isNaN(Date.parse(r.fechaRegistro)) ? r.fechaRegistro : toLocalDateTime(Date.parse(r.fechaRegistro), event.zonaHoraria).slice(0, 19)),
    },
    ...registrantFields(config, modalidades)
      .filter(shown)
      .map((field) => ({ title: field.etiqueta || field.campo, cell: (r: AdminRegistrant) => answerText(field, r.campos[field.iDCampo]) })),
    ...configuredProducts(config).flatMap((product) => productColumns(product, config, (field) => !hidden.productos.get(product.codigoProducto)?.campos.has(field.iDCampo))),
    { title: columns.estatus, cell: (r) => statusText(r) },
    ...(ingresos
      ? []
      : [
          { title: columns.monto, cell: (r: AdminRegistrant) => pesosText(amounts(r).monto) },
          { title: columns.comision, cell: (r: AdminRegistrant) => pesosText(amounts(r).comision) },
        ]),
  ];
}

export function registrantReport(context: ReportContext): RegistrantReport {
  const reportColumns = registrantColumns(context.tipo, context);
  return {
    header: CSV_BOM + csvLine(reportColumns.map((column) => column.title)),
    line: (registrant, usuario) => (includedInReport(context.tipo, registrant) ? csvLine(reportColumns.map((column) => column.cell(registrant, usuario))) : ''),
  };
}
