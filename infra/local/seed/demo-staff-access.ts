// The staff of the demo's events: the organizer, their creator and so their master, authorizes each
// staff account with its profile through PUT /api/events/{eventId}/authorized-users — on the
// registration events, and one e-mail that has no account, which stays a pending authorization
// (docs/registration.md §3 Authorized user); on the live race, its cronometrista (docs/demo.md).
import type { Authorization } from '@shared/registration/registrant-admin-api';
import type { SeedStep } from '../seed-demo';
import { demoAccount, demoAccounts, demoPassword } from './demo-accounts';
import { readDemoState } from './demo-state';
import { signedInApi } from './seed-api';

/** Never signed up by the demo: its authorization waits for a sign-up with this e-mail. */
export const PENDING_STAFF: Authorization = { correo: 'caja2@demo.mx', perfil: 'inscriptor' };

/** The live race's cronometrista: the live race is made again at each start, so its staff is too. */
async function authorizeLiveTimers(context: Parameters<SeedStep['run']>[0]): Promise<void> {
  const { live } = await readDemoState(context);
  if (!live) return;
  const organizer = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
  const timers = demoAccounts.flatMap(({ signUp, perfilEnVivo }): Authorization[] => (perfilEnVivo ? [{ correo: signUp.correo, perfil: perfilEnVivo }] : []));
  // The same profile granted again changes nothing.
  for (const authorization of timers) await organizer.call('PUT', `/api/events/${live.eventId}/authorized-users`, authorization);
}

export const demoStaffAccessStep: SeedStep = {
  id: 'personal',
  needs: ['eventos'],
  name: 'personal autorizado en los eventos con inscripciones',
  async run(context) {
    const { upcoming, spring } = await readDemoState(context);
    if (!upcoming || !spring) throw new Error('El personal de demostración necesita los eventos próximos del paso de eventos');
    const organizer = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
    const staff = demoAccounts.flatMap(({ signUp, perfilEvento }): Authorization[] => (perfilEvento ? [{ correo: signUp.correo, perfil: perfilEvento }] : []));
    // The same profile granted again changes nothing: a start that failed halfway runs this again.
    for (const { eventId } of [upcoming, spring]) {
      for (const authorization of [...staff, PENDING_STAFF]) await organizer.call('PUT', `/api/events/${eventId}/authorized-users`, authorization);
    }
    await authorizeLiveTimers(context);
  },
  everyStart: authorizeLiveTimers,
};
