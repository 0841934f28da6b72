// What the registration flow remembers between its steps, and the spec's reset rules (docs/registration.md §4) as a reducer.
import type { AthleteData, CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { DiscountGrant } from '@shared/registration/discount';
import type { CreatedGroupRegistration, GroupMember } from '@shared/registration/group-registration-api';
import type { FieldValue } from '@shared/registration/form-fields';
import type { Rama } from '@shared/results/ramas';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';

export type FlowStep = 'datos' | 'opciones' | 'productos' | 'correo' | 'pago' | 'grupo';
export type FieldValues = Record<string, FieldValue>;

export interface ChosenCategory {
  rama: Rama;
  codigo: number;
}

/** An athlete of the group: as the server takes it, and the discount code's grant its estimate counts. */
export interface GroupFlowMember {
  miembro: GroupMember;
  descuento: DiscountGrant | null;
}

/** A group registration in progress (docs/registration.md, Group registration): the athletes added so far. */
export interface GroupFlow {
  etiqueta: string;
  /** Each athlete, added once its e-mail was confirmed. */
  miembros: GroupFlowMember[];
  /** The server's group; any change to it makes it stale, so it is dropped. */
  registro: CreatedGroupRegistration | null;
}

export interface FlowState {
  /** Bumped when the shape changes, so a tab left open across a deploy starts over. */
  version: 4;
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
  /** Set while registering a group: the athlete being filled in is added to it instead of being saved alone. */
  grupo: GroupFlow | null;
  /** The members of the group the finished payment paid for, for their confirmations. */
  finishedGrupo: CreatedGroupRegistration['miembros'] | null;
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
  | { type: 'restart' }
  | { type: 'grupoIniciar' }
  | { type: 'grupoSalir' }
  | { type: 'grupoMiembro'; miembro: GroupMember }
  | { type: 'grupoQuitar'; index: number }
  | { type: 'grupoEtiqueta'; etiqueta: string }
  | { type: 'grupoRegistro'; registro: CreatedGroupRegistration };

export function initialFlowState(tkl: string): FlowState {
  return {
    version: 4,
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
    grupo: null,
    finishedGrupo: null,
  };
}

/** The group with `change`, its stored draft dropped. */
const withGroup = (state: FlowState, change: (grupo: GroupFlow) => Partial<GroupFlow>): FlowState =>
  state.grupo ? { ...state, grupo: { ...state.grupo, ...change(state.grupo), registro: null } } : state;

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
      return { ...initialFlowState(state.tkl), finished: action.confirmation, finishedGrupo: state.grupo?.registro?.miembros ?? null };
    case 'restart':
      return initialFlowState(state.tkl);
    case 'grupoIniciar':
      return { ...state, grupo: { etiqueta: '', miembros: [], registro: null } };
    case 'grupoSalir':
      return { ...state, grupo: null, step: state.datos ? state.step : 'datos' };
    // The athlete joins the group; the next one starts from an empty form.
    case 'grupoMiembro': {
      const added = { miembro: action.miembro, descuento: state.descuento };
      return { ...initialFlowState(state.tkl), grupo: { ...(state.grupo ?? { etiqueta: '' }), miembros: [...(state.grupo?.miembros ?? []), added], registro: null }, step: 'grupo' };
    }
    case 'grupoQuitar':
      return withGroup(state, (grupo) => ({ miembros: grupo.miembros.filter((_, index) => index !== action.index) }));
    case 'grupoEtiqueta':
      return withGroup(state, () => ({ etiqueta: action.etiqueta }));
    case 'grupoRegistro':
      return state.grupo ? { ...state, grupo: { ...state.grupo, registro: action.registro }, step: 'pago' } : state;
  }
}

/** Every edit but moving between steps or storing the draft makes the server's draft stale. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const next = change(state, action);
  if (next === state || action.type === 'step' || action.type === 'registro' || action.type === 'correoConfirmado') return next;
  return { ...next, registro: null };
}
