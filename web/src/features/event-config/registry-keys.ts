// The names the registry configuration defines that an event section points at: the field groups a
// category's registrants fill and each modality's price lists. The modalities form picks from them
// instead of having the organizer type the same name in two tabs.
import { createContext, useContext } from 'react';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';

export interface RegistryKeys {
  /** gruposFormularios, by name. */
  groups: readonly string[];
  /** Each modality's price lists (configModalidad[code].precio.listaPrecios), by codigoModalidad. */
  priceLists: Readonly<Record<string, readonly string[]>>;
}

export const registryKeysOf = (config: Pick<RegistryConfig, 'gruposFormularios' | 'configModalidad'>): RegistryKeys => ({
  groups: Object.keys(config.gruposFormularios),
  priceLists: Object.fromEntries(Object.entries(config.configModalidad).map(([code, modality]) => [code, Object.keys(modality.precio.listaPrecios)])),
});

export const RegistryKeysContext = createContext<RegistryKeys>({ groups: [], priceLists: {} });

export const useRegistryKeys = () => useContext(RegistryKeysContext);
