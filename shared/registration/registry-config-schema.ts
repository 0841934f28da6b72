// The per-event registry configuration (docs/registration.md §3): forms, per-modality prices,
// folios and products, currencies and payment methods. Money is integer cents of the currency it
// is written in; prices and product prices are in the base currency (MXN).
import { z } from 'zod';
import { boundedRecord } from '@shared/core/input-bounds';
import { registrationTexts } from './registration-texts';
import { MAX_GROUP_MEMBERS } from './group-size';
import { DEFAULT_OFFER_HOURS, MAX_OFFER_HOURS } from './waitlist';

export const BASE_CURRENCY = 'MXN';
export const DEFAULT_FEE_RATE = 0.07;
/** The spec's default text length for a field. */
const DEFAULT_FIELD_LENGTH = 100;

/** Up to a million pesos (or units of another currency). */
const cents = z.number().int().min(0).max(100_000_000);
/** Places and folio numbers of one modality. */
const places = z.number().int().min(0).max(1_000_000);
const key = z.string().trim().min(1).max(60);
/** An instant with its offset, so a price window means the same moment wherever the server runs. */
const instant = z.iso.datetime({ offset: true });

const FIELD_TYPES = ['text', 'date', 'number', 'Select', 'checkbox', 'radio', 'titulo', 'option'] as const;
/** Columns of a 12-column grid on large screens: full width, one half, one third. */
const FIELD_WIDTHS = [12, 6, 4] as const;

export const formFieldSchema = z.object({
  campo: key,
  etiqueta: z.string().trim().max(200).default(''),
  iDCampo: key,
  longitud: z.number().int().min(1).max(10_000).default(DEFAULT_FIELD_LENGTH),
  observacion: z.string().max(500).default(''),
  tipoCampo: z.enum(FIELD_TYPES),
  validacion: z.enum(['Requerido', '']).default(''),
  valor: z.array(z.object({ texto: z.string().max(200), valor: z.string().max(200) })).max(200).default([]),
  anchoCampo: z.union(FIELD_WIDTHS.map((width) => z.literal(width))).default(12),
  order: z.number().int().min(-10_000).max(10_000).default(0),
  regex: z
    .string()
    .max(500)
    .refine((pattern) => {
      try {
        return Boolean(new RegExp(pattern));
      } catch {
        return false;
      }
    }, registrationTexts.invalidRegex)
    .optional(),
  regexMessage: z.string().max(200).optional(),
  errorMessage: z.string().max(200).optional(),
  hideInPublic: z.boolean().default(false),
  hideInscriptor: z.boolean().default(false),
  hideMasterCliente: z.boolean().default(false),
  hideMasterOrganizador: z.boolean().default(false),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** Groups of fields keyed by a name that categories (camposAdicionalesKey) and modalities point at. */
const fieldList = z.array(formFieldSchema).max(200);
const fieldGroupsSchema = boundedRecord(key, fieldList, 50).default({});

export const productSchema = z.object({
  codigoProducto: key,
  nombreProducto: z.string().trim().min(1).max(120),
  descripcionProducto: z.string().max(500).default(''),
  precioProducto: cents,
  maxCantidad: z.number().int().min(1).max(100),
  formularioProducto: fieldList.default([]),
  imagenProducto: z.string().max(500).default(''),
  color: z.string().max(20).default(''),
  hideInPublic: z.boolean().default(false),
});
export type Product = z.infer<typeof productSchema>;

/** desde inclusive, hasta exclusive: consecutive windows meet without overlapping. */
const priceWindowSchema = z
  .object({ desde: instant, hasta: instant, precio: cents })
  .refine((window) => Date.parse(window.desde) < Date.parse(window.hasta), { message: registrationTexts.windowEndsBeforeStart, path: ['hasta'] });

const modalityConfigSchema = z.object({
  precio: z.object({
    /** The default price, charged when the category's precioKey has no windows. */
    preventa_1: z.object({ precio_1: cents }),
    /** Windows in the order they apply, keyed by the categories' precioKey. */
    listaPrecios: boundedRecord(key, z.array(priceWindowSchema).min(1).max(50), 50).default({}),
  }),
  /** capacidad places; folios (bib numbers) inicio, inicio + 1, … in the order registrations complete. */
  folios: z.object({ capacidad: places, inicio: places.min(1).default(1) }),
  camposAdicionalesModalidad: fieldGroupsSchema,
  productosAdicionales: z.array(productSchema).max(100).default([]),
});
export type ModalityConfig = z.infer<typeof modalityConfigSchema>;

const currencySchema = z.object({
  codigo: z.string().regex(/^[A-Z]{3}$/),
  tipo: z.enum(['base', '']).default(''),
  /** Pesos one unit of this currency is priced at: a price in this currency is the MXN price over it. */
  tipoCambio: z.number().positive().max(1_000_000),
  texto: z.string().trim().min(1).max(60),
  /** Pesos one unit is worth when the charge, made in MXN, is stated in pesos. */
  cambioAPeso: z.number().positive().max(1_000_000),
  mostrarCambioAPesos: z.boolean().default(false),
});
export type Currency = z.infer<typeof currencySchema>;

const baseCurrency: Currency = { codigo: BASE_CURRENCY, tipo: 'base', tipoCambio: 1, texto: registrationTexts.baseCurrencyName, cambioAPeso: 1, mostrarCambioAPesos: false };

const currenciesSchema = z
  .array(currencySchema)
  .min(1)
  .max(20)
  .superRefine((list, ctx) => {
    if (new Set(list.map((currency) => currency.codigo)).size !== list.length) ctx.addIssue({ code: 'custom', message: registrationTexts.repeatedCurrency });
    const bases = list.filter((currency) => currency.tipo === 'base');
    if (bases.length !== 1 || bases[0]?.codigo !== BASE_CURRENCY || bases[0].tipoCambio !== 1 || bases[0].cambioAPeso !== 1) {
      ctx.addIssue({ code: 'custom', message: registrationTexts.baseCurrencyRule });
    }
  })
  .default([baseCurrency]);

/** A discount code the organizer hands out; it never leaves the server (docs/registration.md §7.2 is a server call). */
const discountCodeSchema = z
  .object({
    codigo: z.string().trim().min(1).max(40).transform((code) => code.toUpperCase()),
    /** monto: valor is MXN cents off; porcentaje: valor percent of the inscription and products. */
    tipo: z.enum(['monto', 'porcentaje']),
    valor: cents.min(1),
    /** How many registrations may use it. */
    usosMaximos: places.min(1),
    /** codigoModalidad it applies to; empty: every modality. */
    modalidades: z.array(key).max(100).default([]),
    activo: z.boolean().default(true),
  })
  .refine((code) => code.tipo === 'monto' || code.valor <= 100, { message: registrationTexts.percentRange, path: ['valor'] });
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const registryConfigSchema = z.object({
  formulario: fieldList.default([]),
  gruposFormularios: fieldGroupsSchema,
  /** Keyed by codigoModalidad. */
  configModalidad: boundedRecord(key, modalityConfigSchema, 100).default({}),
  configuracion: z
    .object({
      separarApellidos: z.boolean().default(false),
      /** On: age on the event date; off: age on 31 December of the current year. */
      edadActual: z.boolean().default(false),
      categoriasInferiores: z.boolean().default(false),
      moneda: currenciesSchema,
      raceNumberFontColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#000000'),
      raceNumberWhiteBack: z.boolean().default(false),
      raceNumberImage: z.string().max(500).default(''),
      rutaDetalleInscrito: z.string().max(500).default(''),
    })
    .prefault({}),
  formasDePago: z
    .object({
      comisionGlobal: z.number().min(0).max(1).default(DEFAULT_FEE_RATE),
      codigoDescuento: z.boolean().default(false),
      tarjeta: z.boolean().default(true),
      oxxo: z.boolean().default(false),
    })
    .prefault({}),
  codigosDescuento: z
    .array(discountCodeSchema)
    .max(1000)
    .default([])
    .refine((codes) => new Set(codes.map((code) => code.codigo)).size === codes.length, registrationTexts.repeatedDiscountCode),
  prueba: z.boolean().default(false),
  /** The group discount (docs/registration.md, Group registration): porcentaje off each member's order once the group has minimoAtletas. */
  descuentoGrupo: z
    .object({ porcentaje: z.number().int().min(1).max(100), minimoAtletas: z.number().int().min(2).max(MAX_GROUP_MEMBERS) })
    .optional(),
  /** A sold-out modality's waiting list (docs/registration.md, Waiting list): how long an offered place is held. */
  listaEspera: z.object({ horasOferta: z.number().int().min(1).max(MAX_OFFER_HOURS).default(DEFAULT_OFFER_HOURS) }).prefault({}),
  /**
   * Whether the event takes registrations (docs/registration.md, Opening and closing): off closes it
   * whatever the dates; apertura (inclusive) and cierre (exclusive) bound it when set.
   */
  inscripciones: z
    .object({ abiertas: z.boolean().default(true), apertura: instant.optional(), cierre: instant.optional() })
    .refine((window) => !window.apertura || !window.cierre || Date.parse(window.apertura) < Date.parse(window.cierre), {
      message: registrationTexts.closesBeforeOpening,
      path: ['cierre'],
    })
    .prefault({}),
  /**
   * Changes the athlete makes from the confirmation page (docs/registration.md, Transfers and modality
   * changes): each off unless the organizer allows it, until `hasta` (exclusive) when set.
   */
  cambios: z
    .object({
      traspasos: z
        .object({ permitidos: z.boolean().default(false), hasta: instant.optional(), cuota: cents.default(0), folio: z.enum(['conservar', 'nuevo']).default('conservar') })
        .prefault({}),
      cambioModalidad: z
        .object({ permitidos: z.boolean().default(false), hasta: instant.optional(), cuota: cents.default(0), reembolsarDiferencia: z.boolean().default(false) })
        .prefault({}),
    })
    .prefault({}),
}).superRefine((config, ctx) => {
  // Bib numbers are unique in the event: the modalities' ranges must not overlap.
  const ranges = Object.entries(config.configModalidad).map(([codigo, modality]) => ({ codigo, from: modality.folios.inicio, to: modality.folios.inicio + modality.folios.capacidad }));
  for (const [i, a] of ranges.entries()) {
    for (const b of ranges.slice(i + 1)) {
      if (a.from < b.to && b.from < a.to) ctx.addIssue({ code: 'custom', path: ['configModalidad', b.codigo, 'folios', 'inicio'], message: registrationTexts.overlappingFolios(a.codigo) });
    }
  }
});
export type RegistryConfig = z.infer<typeof registryConfigSchema>;
