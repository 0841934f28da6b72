// The Configuración tab alone, with the app's providers, over a stubbed API for event 7.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import type { z } from 'zod';
import '@shared/core/zod-spanish';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { AppProviders } from '@web/app/providers';
import { ConfigurationTab } from '@web/features/event-config/configuration-tab';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { aModality, anEvent, someSections } from '../events-console/event-fixtures';

export const aConfig = (input: z.input<typeof registryConfigSchema> = {}) => registryConfigSchema.parse(input);

/** A general form with a public shirt size and an internal note, and the 21K at $650. */
export const someConfig = () =>
  aConfig({
    formulario: [
      { campo: 'talla', etiqueta: 'Talla de playera', iDCampo: 'talla', tipoCampo: 'Select', validacion: 'Requerido', valor: [{ texto: 'Mediana', valor: 'M' }] },
      { campo: 'notas', etiqueta: 'Notas internas', iDCampo: 'notas', tipoCampo: 'text', hideInPublic: true },
    ],
    configModalidad: { '21K': { precio: { preventa_1: { precio_1: 65_000 } }, folios: { capacidad: 3000, inicio: 1 } } },
  });

export function stubConfigApi(extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  return stubApi({
    'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 2 }), sections: someSections({ modalidades: [aModality()] }) } },
    'GET /api/events/7/registration-config': { status: 200, body: someConfig() },
    ...extra,
  });
}

export const sends = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

export function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <AppProviders queryClient={queryClient}>
      <ConfigurationTab eventId={7} />
    </AppProviders>,
  );
  return { user };
}
