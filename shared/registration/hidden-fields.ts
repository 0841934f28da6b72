// The registrant fields a reader of the admin area may not see (docs/registrant-admin.md §6): those
// whose flag hides them from the reader's profile (form-audience.ts), as the event's forms describe
// each field (registrantFields) and each product (configuredProducts). One rule for the reports, the
// Dashboard, the Ingresos list, the registrant's detail and a staff edit.
import type { EventAccess } from './admin-permissions';
import { configuredProducts, productCodeOf, registrantFields, type AdminRegistrant } from './admin-registrant';
import { isHiddenFrom, seesEveryField } from './form-audience';
import type { CategoryModalities, FieldValue } from './form-fields';
import { productLineDescription } from './order-total';
import type { ChangeEntry } from './registrant-admin-api';
import type { FormField, Product, RegistryConfig } from './registry-config-schema';

export interface HiddenFields {
  /** iDCampo of the registration fields hidden from the reader. */
  campos: ReadonlySet<string>;
  /** The products with fields hidden from the reader, by codigoProducto: the product and those fields' iDCampo. */
  productos: ReadonlyMap<string, { product: Product; campos: ReadonlySet<string> }>;
}

export const NOTHING_HIDDEN: HiddenFields = { campos: new Set(), productos: new Map() };

const idsHiddenFrom = (fields: FormField[], access: EventAccess) => new Set(fields.filter((field) => isHiddenFrom(field, access)).map((field) => field.iDCampo));

export function hiddenFields(config: RegistryConfig, modalidades: CategoryModalities, access: EventAccess): HiddenFields {
  if (seesEveryField(access)) return NOTHING_HIDDEN;
  const productos = configuredProducts(config)
    .map((product) => ({ product, campos: idsHiddenFrom(product.formularioProducto, access) }))
    .filter((entry) => entry.campos.size > 0);
  return { campos: idsHiddenFrom(registrantFields(config, modalidades), access), productos: new Map(productos.map((entry) => [entry.product.codigoProducto, entry])) };
}

function without(values: Record<string, FieldValue>, hidden: ReadonlySet<string>): Record<string, FieldValue> {
  return Object.fromEntries(Object.entries(values).filter(([iDCampo]) => !hidden.has(iDCampo)));
}

type Readable = Pick<AdminRegistrant, 'campos' | 'productos' | 'order'> & { changesRegistry?: ChangeEntry[] };

/**
 * The registrant as the reader may see it: no value of a hidden field, in its answers or in its
 * products' (whose order lines are described again from what is left), and no change made to one.
 */
export function withoutHiddenFields<R extends Readable>(registrant: R, hidden: HiddenFields): R {
  if (hidden.campos.size === 0 && hidden.productos.size === 0) return registrant;
  const productos = registrant.productos.map((item) => {
    const hiddenHere = hidden.productos.get(item.codigoProducto)?.campos;
    return hiddenHere && item.campos ? { ...item, campos: without(item.campos, hiddenHere) } : item;
  });
  const lines = registrant.order.lines.map((line) => {
    const code = productCodeOf(line);
    const entry = code === null ? undefined : hidden.productos.get(code);
    if (!entry) return line;
    const shown = entry.product.formularioProducto.filter((field) => !entry.campos.has(field.iDCampo));
    const campos = productos.find((item) => item.codigoProducto === code)?.campos ?? {};
    return { ...line, description: productLineDescription(entry.product, shown, campos) };
  });
  const changesRegistry = registrant.changesRegistry?.filter((change) => change.iDCampo === undefined || !hidden.campos.has(change.iDCampo));
  return {
    ...registrant,
    campos: without(registrant.campos, hidden.campos),
    productos,
    order: { ...registrant.order, lines },
    ...(changesRegistry ? { changesRegistry } : {}),
  };
}
