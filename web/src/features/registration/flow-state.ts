// What the registration flow remembers between its steps, and the spec's reset rules (docs/registration.md §4) as a reducer.
import type { AthleteData, CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { DiscountGrant } from '@shared/registration/discount';
import type { FieldValue } from '@shared/registration/form-fields';
import type { Rama } from '@shared/results/ramas';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';

export type FlowStep = 'datos' | 'opciones' | 'productos' | 'correo' | 'pago';
export type FieldValues = Record<string, FieldValue>;

export interface ChosenCategory {
  rama: Rama;
  codigo: number;
}

export interface FlowState {
  /** Bumped when the shape changes, so a tab left open across a deploy starts over. */
  version: 2;
  step: FlowStep;
  /** The tracking link the visitor arrived with ('direct' when none). */
  tkl: string;
  datos: AthleteData | null;
  moneda: string;
  codigoModalidad: string | null;
  categoria: ChosenCategory | null;
  /** Values of the general form, the category's group and the modality's groups, by iDCampo. */
  campos: FieldValues;
  /** Quantities by codigoProducto, in the order they were added. */
  productos: { codigoProducto: string; cantidad: number }[];
  /** Saved product forms (formularioProducto) by codigoProducto. */
  productoCampos: Record<string, FieldValues>;
  descuento: DiscountGrant | null;
  correoConfirmado: boolean;
  /** The server's draft; any later change makes it stale, so it is dropped. */
  registro: CreatedRegistration | null;
  /** The payment's answer (the success screen or the OXXO voucher), kept until 'Cerrar' or a new registration. */
  finished: RegistrantConfirmation | null;
}

export type FlowAction =
  | { type: 'step'; step: FlowStep }
  | { type: 'datos'; datos: AthleteData; generalFieldIds: ReadonlySet<string> }
  | { type: 'moneda'; moneda: string }
  | { type: 'modalidad'; codigoModalidad: string; generalFieldIds: ReadonlySet<string> }
  | { type: 'categoria'; categoria: ChosenCategory }
  | { type: 'campo'; iDCampo: string; value: FieldValue }
  | { type: 'producto'; codigoProducto: string; cantidad: number }
  /** null takes the saved form back for editing. */
  | { type: 'productoCampos'; codigoProducto: string; campos: FieldValues | null }
  | { type: 'descuento'; descuento: DiscountGrant | null }
  | { type: 'correoConfirmado' }
  | { type: 'registro'; registro: CreatedRegistration }
  | { type: 'finished'; confirmation: RegistrantConfirmation }
  | { type: 'restart' };

export function initialFlowState(tkl: string): FlowState {
  return {
    version: 2,
    step: 'datos',
    tkl,
    datos: null,
    moneda: BASE_CURRENCY,
    codigoModalidad: null,
    categoria: null,
    campos: {},
    productos: [],
    productoCampos: {},
    descuento: null,
    correoConfirmado: false,
    registro: null,
    finished: null,
  };
}

const keepGeneral = (campos: FieldValues, generalFieldIds: ReadonlySet<string>): FieldValues =>
  Object.fromEntries(Object.entries(campos).filter(([iDCampo]) => generalFieldIds.has(iDCampo)));

/** The choice of modality and everything that hangs on it: category, its fields, products, discount. */
function withoutSelection(state: FlowState, generalFieldIds: ReadonlySet<string>): FlowState {
  return { ...state, codigoModalidad: null, categoria: null, campos: keepGeneral(state.campos, generalFieldIds), productos: [], productoCampos: {}, descuento: null };
}

/** 0 removes the line; a new product goes last. */
function withQuantity(productos: FlowState['productos'], codigoProducto: string, cantidad: number): FlowState['productos'] {
  if (cantidad === 0) return productos.filter((item) => item.codigoProducto !== codigoProducto);
  if (!productos.some((item) => item.codigoProducto === codigoProducto)) return [...productos, { codigoProducto, cantidad }];
  return productos.map((item) => (item.codigoProducto === codigoProducto ? { codigoProducto, cantidad } : item));
}

function withCampos(productoCampos: FlowState['productoCampos'], codigoProducto: string, campos: FieldValues | null): FlowState['productoCampos'] {
  const others = Object.fromEntries(Object.entries(productoCampos).filter(([codigo]) => codigo !== codigoProducto));
  return campos ? { ...others, [codigoProducto]: campos } : others;
}

function applyDatos(state: FlowState, datos: AthleteData, generalFieldIds: ReadonlySet<string>): FlowState {
  const before = state.datos;
  // Confirming the same data again keeps everything, the server's draft included.
  if (JSON.stringify(before) === JSON.stringify(datos)) return state;
  const offerChanged = before !== null && (before.genero !== datos.genero || before.fechaNacimiento !== datos.fechaNacimiento);
  const next = offerChanged ? withoutSelection(state, generalFieldIds) : state;
  return { ...next, datos, correoConfirmado: next.correoConfirmado && before?.correo === datos.correo };
}

function change(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'step':
      return { ...state, step: action.step };
    case 'datos':
      return applyDatos(state, action.datos, action.generalFieldIds);
    case 'moneda':
      return state.moneda === action.moneda ? state : { ...state, moneda: action.moneda, descuento: null };
    case 'modalidad':
      if (state.codigoModalidad === action.codigoModalidad) return state;
      return { ...withoutSelection(state, action.generalFieldIds), codigoModalidad: action.codigoModalidad };
    case 'categoria':
      return { ...state, categoria: action.categoria, descuento: null };
    case 'campo':
      return { ...state, campos: { ...state.campos, [action.iDCampo]: action.value } };
    case 'producto':
      return { ...state, productos: withQuantity(state.productos, action.codigoProducto, action.cantidad), descuento: null };
    case 'productoCampos':
      return { ...state, productoCampos: withCampos(state.productoCampos, action.codigoProducto, action.campos) };
    case 'descuento':
      return { ...state, descuento: action.descuento };
    case 'correoConfirmado':
      return { ...state, correoConfirmado: true };
    case 'registro':
      return { ...state, registro: action.registro, step: 'pago' };
    // Done: nothing of this registration is kept but its answer; the tracking link stays the visit's.
    case 'finished':
      return { ...initialFlowState(state.tkl), finished: action.confirmation };
    case 'restart':
      return initialFlowState(state.tkl);
  }
}

/** Every edit but moving between steps or storing the draft makes the server's draft stale. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const next = change(state, action);
  if (next === state || action.type === 'step' || action.type === 'registro' || action.type === 'correoConfirmado') return next;
  return { ...next, registro: null };
}
