// The registry configuration as its form edits it, and back: records become lists of { key, value }
// (a key can be renamed and keys that look like numbers stay keys), money is pesos text, the fee a
// percent text and price windows the event's wall clock. The schema then checks the result.
import type { z } from 'zod';
import { centsToPesos, percentToRate, pesosToCents, rateToPercent } from '@shared/registration/money-input';
import { inputToInstant, instantToInput } from '@shared/registration/instant-input';
import type { DiscountCode, FormField, ModalityConfig, Product, RegistryConfig, registryConfigSchema } from '@shared/registration/registry-config-schema';

export interface Keyed<T> {
  key: string;
  value: T;
}

export type ProductValues = Omit<Product, 'precioProducto'> & { precioProducto: string };
export interface WindowValues {
  desde: string;
  hasta: string;
  precio: string;
}
export interface ModalityValues {
  precio: { preventa_1: { precio_1: string }; listaPrecios: Keyed<WindowValues[]>[] };
  folios: ModalityConfig['folios'];
  camposAdicionalesModalidad: Keyed<FormField[]>[];
  productosAdicionales: ProductValues[];
}
/** valor: pesos when tipo is monto, a percent when porcentaje. */
export type DiscountValues = Omit<DiscountCode, 'valor'> & { valor: string };

/** The opening and closing on the event's wall clock; '' for no date. */
export interface OpeningValues {
  abiertas: boolean;
  apertura: string;
  cierre: string;
}

/** The athlete's changes with their fees in pesos and their deadlines on the event's wall clock ('' for none). */
export interface ChangesValues {
  traspasos: Omit<RegistryConfig['cambios']['traspasos'], 'hasta' | 'cuota'> & { hasta: string; cuota: string };
  cambioModalidad: Omit<RegistryConfig['cambios']['cambioModalidad'], 'hasta' | 'cuota'> & { hasta: string; cuota: string };
}

export type RegistryFormValues = Omit<RegistryConfig, 'gruposFormularios' | 'configModalidad' | 'formasDePago' | 'codigosDescuento' | 'inscripciones' | 'cambios'> & {
  inscripciones: OpeningValues;
  cambios: ChangesValues;
  gruposFormularios: Keyed<FormField[]>[];
  configModalidad: Keyed<ModalityValues>[];
  formasDePago: Omit<RegistryConfig['formasDePago'], 'comisionGlobal'> & { comisionGlobal: string };
  codigosDescuento: DiscountValues[];
};

type ConfigInput = z.input<typeof registryConfigSchema>;
type ModalityInput = NonNullable<ConfigInput['configModalidad']>[string];

const toList = <T, U>(record: Record<string, T>, map: (value: T) => U): Keyed<U>[] =>
  Object.entries(record).map(([key, value]) => ({ key, value: map(value) }));
const toRecord = <T, U>(list: Keyed<T>[], map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(list.map(({ key, value }) => [key.trim(), map(value)]));

/** Text that is not an amount becomes NaN, which the schema refuses with the form's number message. */
const cents = (pesos: string) => pesosToCents(pesos) ?? Number.NaN;
const discountValue = (code: DiscountValues) => (code.tipo === 'monto' ? cents(code.valor) : Number(code.valor.trim() || Number.NaN));

export function toFormValues(config: RegistryConfig, zone: string): RegistryFormValues {
  const modality = (entry: ModalityConfig): ModalityValues => ({
    precio: {
      preventa_1: { precio_1: centsToPesos(entry.precio.preventa_1.precio_1) },
      listaPrecios: toList(entry.precio.listaPrecios, (windows) =>
        windows.map((window) => ({ desde: instantToInput(window.desde, zone), hasta: instantToInput(window.hasta, zone), precio: centsToPesos(window.precio) })),
      ),
    },
    folios: entry.folios,
    camposAdicionalesModalidad: toList(entry.camposAdicionalesModalidad, (fields) => fields),
    productosAdicionales: entry.productosAdicionales.map((product) => ({ ...product, precioProducto: centsToPesos(product.precioProducto) })),
  });
  return {
    ...config,
    gruposFormularios: toList(config.gruposFormularios, (fields) => fields),
    configModalidad: toList(config.configModalidad, modality),
    formasDePago: { ...config.formasDePago, comisionGlobal: rateToPercent(config.formasDePago.comisionGlobal) },
    codigosDescuento: config.codigosDescuento.map((code) => ({ ...code, valor: code.tipo === 'monto' ? centsToPesos(code.valor) : String(code.valor) })),
    inscripciones: {
      abiertas: config.inscripciones.abiertas,
      apertura: config.inscripciones.apertura ? instantToInput(config.inscripciones.apertura, zone) : '',
      cierre: config.inscripciones.cierre ? instantToInput(config.inscripciones.cierre, zone) : '',
    },
    cambios: {
      traspasos: { ...config.cambios.traspasos, hasta: inputOf(config.cambios.traspasos.hasta, zone), cuota: centsToPesos(config.cambios.traspasos.cuota) },
      cambioModalidad: { ...config.cambios.cambioModalidad, hasta: inputOf(config.cambios.cambioModalidad.hasta, zone), cuota: centsToPesos(config.cambios.cambioModalidad.cuota) },
    },
  };
}

const inputOf = (instant: string | undefined, zone: string) => (instant ? instantToInput(instant, zone) : '');

/** An empty date is none; one that names no instant stays text the schema refuses. */
const optionalInstant = (text: string, zone: string) => (text.trim() === '' ? undefined : (inputToInstant(text, zone) ?? text));

export function toConfigInput(values: RegistryFormValues, zone: string): ConfigInput {
  const modality = (entry: ModalityValues): ModalityInput => ({
    precio: {
      preventa_1: { precio_1: cents(entry.precio.preventa_1.precio_1) },
      listaPrecios: toRecord(entry.precio.listaPrecios, (windows) =>
        windows.map((window) => ({ desde: inputToInstant(window.desde, zone) ?? '', hasta: inputToInstant(window.hasta, zone) ?? '', precio: cents(window.precio) })),
      ),
    },
    folios: entry.folios,
    camposAdicionalesModalidad: toRecord(entry.camposAdicionalesModalidad, (fields) => fields),
    productosAdicionales: entry.productosAdicionales.map((product) => ({ ...product, precioProducto: cents(product.precioProducto) })),
  });
  return {
    ...values,
    gruposFormularios: toRecord(values.gruposFormularios, (fields) => fields),
    configModalidad: toRecord(values.configModalidad, modality),
    formasDePago: { ...values.formasDePago, comisionGlobal: percentToRate(values.formasDePago.comisionGlobal) ?? Number.NaN },
    codigosDescuento: values.codigosDescuento.map((code) => ({ ...code, valor: discountValue(code) })),
    inscripciones: { abiertas: values.inscripciones.abiertas, apertura: optionalInstant(values.inscripciones.apertura, zone), cierre: optionalInstant(values.inscripciones.cierre, zone) },
    cambios: {
      traspasos: { ...values.cambios.traspasos, hasta: optionalInstant(values.cambios.traspasos.hasta, zone), cuota: cents(values.cambios.traspasos.cuota) },
      cambioModalidad: { ...values.cambios.cambioModalidad, hasta: optionalInstant(values.cambios.cambioModalidad.hasta, zone), cuota: cents(values.cambios.cambioModalidad.cuota) },
    },
  };
}
