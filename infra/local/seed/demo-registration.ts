// The registration set-up of the demo's upcoming races: the categories' price and field-group keys,
// a free children's race, and a registry configuration that shows every feature of the flow.
import type { z } from 'zod';
import { categorySchema, modalitySchema, type Category, type Modality } from '@shared/results/event-schemas';
import type { formFieldSchema, productSchema, registryConfigSchema } from '@shared/registration/registry-config-schema';

export type RegistryConfigInput = z.input<typeof registryConfigSchema>;
type FieldInput = z.input<typeof formFieldSchema>;
type ProductInput = z.input<typeof productSchema>;

export const DEMO_PRICE_KEYS = { general: 'general', elite: 'elite', infantil: 'infantil' } as const;
const ELITE_GROUP = 'elite';
/** The group the spring race's web asks through its 'Contacto' form (demo-sites.ts). */
export const CONTACT_GROUP = 'contacto';
export const KIDS_MODALITY = '1K';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 'Elite' category: any adult may choose it, pays more and states a personal best. */
const elite = categorySchema.parse({
  codigo: 70,
  nombreCategoria: 'Elite',
  edadDesde: 18,
  edadHasta: 200,
  precioKey: DEMO_PRICE_KEYS.elite,
  camposAdicionalesKey: ELITE_GROUP,
});

const infantil = categorySchema.parse({ codigo: 80, nombreCategoria: 'Infantil', edadDesde: 4, edadHasta: 12, precioKey: DEMO_PRICE_KEYS.infantil });

function kidsRace(fechaEvento: string): Modality {
  return modalitySchema.parse({
    codigoModalidad: KIDS_MODALITY,
    descripcionModalidad: 'Carrera infantil 1K',
    kilometro: 1,
    hSalidas: [{ serie: 'A', descripcionSerie: 'Salida infantil', hS: `${fechaEvento} 08:00:00` }],
    ramaCat: { rama_V: { categorias: [infantil] }, rama_F: { categorias: [infantil] } },
  });
}

/** The youngest a registrant may be on race day, per distance; the 1K is the children's race. */
const MINIMUM_AGE: Record<string, number> = { '21K': 18, '10K': 14, '5K': 10 };
const DEFAULT_MINIMUM_AGE = 12;

/** A category as registration offers it: no younger than the distance allows, priced by the general windows. */
function forRegistration(category: Category, minimumAge: number): Category[] {
  if (category.edadHasta < minimumAge) return [];
  return [{ ...category, edadDesde: Math.max(category.edadDesde, minimumAge), precioKey: DEMO_PRICE_KEYS.general }];
}

// Elite goes last, so the results never rank anyone in it by age: it is chosen, not assigned.
const priced = (branch: { categorias: Category[] }, minimumAge: number) => ({
  categorias: [...branch.categorias.flatMap((category) => forRegistration(category, minimumAge)), elite],
});

/** The generated race's modalities with a minimum age, every category priced, an 'Elite' category and the free 1K. */
export function registrationModalities(modalidades: Modality[], fechaEvento: string): Modality[] {
  const withKeys = modalidades.map((modality) => {
    const minimumAge = MINIMUM_AGE[modality.codigoModalidad] ?? DEFAULT_MINIMUM_AGE;
    return { ...modality, ramaCat: Object.fromEntries(Object.entries(modality.ramaCat).map(([rama, branch]) => [rama, priced(branch, minimumAge)])) };
  });
  return [...withKeys, kidsRace(fechaEvento)];
}

const tallas = ['CH', 'M', 'G', 'XG'].map((talla) => ({ texto: talla, valor: talla }));

const formulario: FieldInput[] = [
  { campo: 'tituloCarrera', etiqueta: 'Datos para la carrera', iDCampo: 'tituloCarrera', tipoCampo: 'titulo', order: 1 },
  { campo: 'tallaPlayera', etiqueta: 'Talla de playera', iDCampo: 'tallaPlayera', tipoCampo: 'Select', validacion: 'Requerido', valor: tallas, anchoCampo: 6, order: 2 },
  { campo: 'club', etiqueta: 'Club o equipo', iDCampo: 'club', tipoCampo: 'text', longitud: 60, anchoCampo: 6, order: 3 },
  { campo: 'tituloEmergencia', etiqueta: 'Contacto de emergencia', iDCampo: 'tituloEmergencia', tipoCampo: 'titulo', order: 4 },
  { campo: 'contactoEmergencia', etiqueta: 'Nombre del contacto de emergencia', iDCampo: 'contactoEmergencia', tipoCampo: 'text', validacion: 'Requerido', anchoCampo: 6, order: 5 },
  {
    campo: 'telefonoEmergencia',
    etiqueta: 'Teléfono de emergencia',
    iDCampo: 'telefonoEmergencia',
    tipoCampo: 'text',
    validacion: 'Requerido',
    longitud: 10,
    regex: '^\\d{10}$',
    regexMessage: 'Escribe 10 dígitos (solo números)',
    anchoCampo: 6,
    order: 6,
  },
  { campo: 'aceptoReglamento', etiqueta: 'Acepto el reglamento y la convocatoria del evento', iDCampo: 'aceptoReglamento', tipoCampo: 'checkbox', validacion: 'Requerido', order: 7 },
];

const eliteGroup: FieldInput[] = [
  {
    campo: 'marcaPersonal',
    etiqueta: 'Marca personal en la distancia (HH:MM:SS)',
    iDCampo: 'marcaPersonal',
    tipoCampo: 'text',
    validacion: 'Requerido',
    observacion: 'Tu mejor tiempo oficial de los últimos dos años',
    regex: '^\\d{1,2}:[0-5]\\d:[0-5]\\d$',
    regexMessage: 'Escribe la marca como HH:MM:SS',
  },
];

// Not a registration group: no category points at it; the organizer web's contact form is fed by it.
const contactGroup: FieldInput[] = [
  { campo: 'contactoNombre', etiqueta: 'Nombre', iDCampo: 'contactoNombre', tipoCampo: 'text', validacion: 'Requerido', anchoCampo: 6, order: 1 },
  {
    campo: 'contactoCorreo',
    etiqueta: 'Correo electrónico',
    iDCampo: 'contactoCorreo',
    tipoCampo: 'text',
    validacion: 'Requerido',
    longitud: 200,
    regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    regexMessage: 'Escribe un correo como nombre@correo.mx',
    anchoCampo: 6,
    order: 2,
  },
  {
    campo: 'contactoTema',
    etiqueta: 'Tema',
    iDCampo: 'contactoTema',
    tipoCampo: 'Select',
    validacion: 'Requerido',
    valor: [
      { texto: 'Inscripciones', valor: 'inscripciones' },
      { texto: 'Entrega de kits', valor: 'kits' },
      { texto: 'Patrocinios', valor: 'patrocinios' },
      { texto: 'Otro', valor: 'otro' },
    ],
    order: 3,
  },
  { campo: 'contactoMensaje', etiqueta: 'Mensaje', iDCampo: 'contactoMensaje', tipoCampo: 'text', validacion: 'Requerido', longitud: 1000, order: 4 },
];

const products: ProductInput[] = [
  {
    codigoProducto: 'playera',
    nombreProducto: 'Playera conmemorativa',
    descripcionProducto: 'Playera técnica con el diseño del evento',
    precioProducto: 25_000,
    maxCantidad: 2,
    formularioProducto: [{ campo: 'tallaProducto', etiqueta: 'Talla', iDCampo: 'tallaProducto', tipoCampo: 'Select', validacion: 'Requerido', valor: tallas }],
    color: '#e8630a',
  },
  { codigoProducto: 'medalla-grabada', nombreProducto: 'Medalla grabada', descripcionProducto: 'Tu nombre grabado al reverso de la medalla', precioProducto: 15_000, maxCantidad: 1 },
  // Sold only at the point of sale (docs/registration.md §3 Extra product: hideInPublic).
  { codigoProducto: 'estacionamiento', nombreProducto: 'Pase de estacionamiento', descripcionProducto: 'Un auto, el día del evento', precioProducto: 10_000, maxCantidad: 1, hideInPublic: true },
];

interface PaidModality {
  /** MXN cents per window: preventa, regular, última semana. */
  general: [number, number, number];
  elite: [number, number, number];
  capacidad: number;
  inicio: number;
  camposAdicionalesModalidad?: Record<string, FieldInput[]>;
}

// Non-overlapping folio ranges; the 5K has five places so that it shows AGOTADO after a few
// registrations, the 10K enough for any demo or end-to-end run.
const paidModalities: Record<string, PaidModality> = {
  '21K': {
    general: [65_000, 75_000, 85_000],
    elite: [90_000, 100_000, 110_000],
    capacidad: 3000,
    inicio: 1,
    camposAdicionalesModalidad: {
      medioMaraton: [{ campo: 'tiempoEstimado', etiqueta: 'Tiempo estimado de llegada', iDCampo: 'tiempoEstimado', tipoCampo: 'text', longitud: 8 }],
    },
  },
  '10K': { general: [45_000, 52_000, 60_000], elite: [60_000, 70_000, 80_000], capacidad: 50_000, inicio: 10_001 },
  '5K': { general: [35_000, 40_000, 45_000], elite: [45_000, 50_000, 55_000], capacidad: 5, inicio: 3001 },
};

/** Preventa from a month ago to a month ahead, regular the month after, última semana the week after. */
function windows(now: Date, [preventa, regular, ultima]: [number, number, number]) {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const at = (days: number) => new Date(day + days * DAY_MS).toISOString();
  return [
    { desde: at(-30), hasta: at(30), precio: preventa },
    { desde: at(30), hasta: at(60), precio: regular },
    { desde: at(60), hasta: at(67), precio: ultima },
  ];
}

function configModalidad(now: Date): RegistryConfigInput['configModalidad'] {
  const paid = Object.entries(paidModalities).map(([codigo, modality]) => [
    codigo,
    {
      precio: {
        preventa_1: { precio_1: modality.general[0] },
        listaPrecios: { [DEMO_PRICE_KEYS.general]: windows(now, modality.general), [DEMO_PRICE_KEYS.elite]: windows(now, modality.elite) },
      },
      folios: { capacidad: modality.capacidad, inicio: modality.inicio },
      camposAdicionalesModalidad: modality.camposAdicionalesModalidad ?? {},
      productosAdicionales: products,
    },
  ]);
  const free = { precio: { preventa_1: { precio_1: 0 }, listaPrecios: { [DEMO_PRICE_KEYS.infantil]: windows(now, [0, 0, 0]) } }, folios: { capacidad: 500, inicio: 4001 } };
  return { ...Object.fromEntries(paid), [KIDS_MODALITY]: free };
}

export interface DemoRegistryOptions {
  /** The seed's now: the preventa window is always the current one. */
  now: Date;
  separarApellidos: boolean;
}

export function demoRegistryConfig({ now, separarApellidos }: DemoRegistryOptions): RegistryConfigInput {
  return {
    formulario,
    gruposFormularios: { [ELITE_GROUP]: eliteGroup, [CONTACT_GROUP]: contactGroup },
    configModalidad: configModalidad(now),
    configuracion: {
      separarApellidos,
      edadActual: true,
      categoriasInferiores: false,
      moneda: [
        { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1, mostrarCambioAPesos: false },
        { codigo: 'USD', tipo: '', tipoCambio: 17.5, texto: 'Dólares estadounidenses', cambioAPeso: 17.5, mostrarCambioAPesos: true },
      ],
      raceNumberFontColor: '#c2410c',
      raceNumberWhiteBack: true,
      raceNumberImage: '',
    },
    formasDePago: { comisionGlobal: 0.07, codigoDescuento: true, tarjeta: true, oxxo: true },
    codigosDescuento: [
      { codigo: 'CORREDOR10', tipo: 'porcentaje', valor: 10, usosMaximos: 500 },
      { codigo: 'PATROCINIO', tipo: 'monto', valor: 20_000, usosMaximos: 10 },
      // A 100 % code takes the order to 0: the free path without the children's race.
      { codigo: 'INVITADO', tipo: 'porcentaje', valor: 100, usosMaximos: 20 },
    ],
    prueba: true,
    // Families, clubs and companies registering together (docs/registration.md, Group registration).
    descuentoGrupo: { porcentaje: 10, minimoAtletas: 3 },
    // Changes by the athlete from the confirmation page (docs/registration.md, Transfers and modality changes).
    cambios: {
      traspasos: { permitidos: true, cuota: 15_000, folio: 'nuevo' },
      cambioModalidad: { permitidos: true, cuota: 5_000, reembolsarDiferencia: false },
    },
  };
}
