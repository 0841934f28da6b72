// Opens registration on the demo's upcoming races: their registry configuration, saved as the
// organizer through PUT /api/events/{eventId}/registration-config, and again on every later start,
// so that the preventa price window always contains today.
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccount, demoPassword } from './demo-accounts';
import { demoRegistryConfig } from './demo-registration';
import { readDemoState } from './demo-state';
import { signedInApi } from './seed-api';

async function openRegistration(context: SeedContext): Promise<void> {
  const state = await readDemoState(context);
  // One race with a single apellidos field, the other with apellido paterno and materno (docs/registration.md §3).
  const upcoming = [
    { event: state.upcoming, separarApellidos: false },
    { event: state.spring, separarApellidos: true },
  ];
  const organizer = demoAccount('Organizador');
  const api = await signedInApi(context.url, organizer.signUp.correo, demoPassword);
  const now = new Date();
  for (const { event, separarApellidos } of upcoming) {
    if (!event) throw new Error('Las inscripciones de demostración necesitan los eventos próximos del paso de eventos');
    await api.call('PUT', `/api/events/${event.eventId}/registration-config`, demoRegistryConfig({ now, separarApellidos }));
  }
}

export const demoRegistrationStep: SeedStep = {
  id: 'inscripciones',
  name: 'inscripciones abiertas en los eventos próximos',
  needs: ['eventos'],
  run: openRegistration,
  // Today's prices: the preventa window moves with the date.
  everyStart: openRegistration,
};
