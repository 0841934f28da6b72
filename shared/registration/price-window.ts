// The inscription price a modality charges at a moment (docs/registration.md §9 Fees and money).
import type { ModalityConfig } from './registry-config-schema';

/** The window containing now, else the last window; the first presale price when the key has none. */
export function priceAt(precio: ModalityConfig['precio'], precioKey: string | undefined, now: Date): number {
  const windows = precioKey === undefined ? [] : (precio.listaPrecios[precioKey] ?? []);
  const at = now.getTime();
  const current = windows.find((window) => Date.parse(window.desde) <= at && at < Date.parse(window.hasta)) ?? windows.at(-1);
  return current?.precio ?? precio.preventa_1.precio_1;
}
