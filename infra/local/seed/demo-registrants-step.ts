// The spring race's registrants: a few thousand people registered through the public registration
// and payment API as athletes do (and some at the desk by its staff), then the staff's changes to a
// few of them. How far it got is remembered as it goes, so a start cut short continues from there.
import type { RegistrationView } from '@shared/registration/registration-api';
import type { SeedContext, SeedStep } from '../seed-demo';
import { runBounded } from './bounded-runner';
import { demoAccount, demoPassword, type DemoRole } from './demo-accounts';
import { registerPlanned } from './demo-registrant-calls';
import { planRegistrants, type PlannedRegistrant } from './demo-registrant-plan';
import { applyStaffAction } from './demo-staff-calls';
import { staffScript, type StaffMember } from './demo-staff-script';
import { readDemoState, writeDemoState, type DemoRegistrantsState, type DemoState } from './demo-state';
import { apiCaller, signedInApi, type SeedApi } from './seed-api';

const PLAN_SEED = 4;
/** Registrants at once: DynamoDB Local stays busy, and `npm start` still answers its first visitors. */
const CONCURRENCY = 8;
const LOG_EVERY = 250;

const staffRoles: Record<StaffMember, DemoRole> = { organizador: 'Organizador', organizadora: 'Organizadora', cliente: 'Cliente', taquilla: 'Taquilla' };

async function signedInStaff(url: string): Promise<Record<StaffMember, SeedApi>> {
  const signedIn = Object.entries(staffRoles).map(async ([member, rol]) => [member, await signedInApi(url, demoAccount(rol).signUp.correo, demoPassword)] as const);
  return Object.fromEntries(await Promise.all(signedIn)) as Record<StaffMember, SeedApi>;
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

export const demoRegistrantsStep: SeedStep = {
  id: 'inscritos',
  // The desk's registrations and the staff's changes are made by the authorized staff.
  needs: ['inscripciones', 'personal'],
  name: 'inscritos de la Carrera de la Primavera de Puebla y los cambios de su personal',
  long: true,
  async run(context: SeedContext) {
    if (context.demoRegistrants === 0) return;
    let state: DemoState = await readDemoState(context);
    if (!state.spring) throw new Error('Los inscritos de demostración necesitan el evento próximo de Puebla del paso de eventos');
    const { eventId } = state.spring;
    let progress: DemoRegistrantsState = state.registrants?.eventId === eventId ? state.registrants : { eventId, done: 0 };
    const view = await apiCaller(context.url, {}).call<RegistrationView>('GET', `/api/events/${eventId}/registration`);
    const options = { eventId, seed: PLAN_SEED, count: context.demoRegistrants, modalidades: view.modalidades, event: view.event };
    const plan = planRegistrants(options);
    if (progress.done >= plan.length && progress.staffChanges) return;

    const remember = async (update: Partial<DemoRegistrantsState>) => {
      progress = { ...progress, ...update };
      state = { ...state, registrants: progress };
      await writeDemoState(context, state);
    };
    const staff = await signedInStaff(context.url);
    const calls = { url: context.url, eventId, clerks: { taquilla: staff.taquilla, cliente: staff.cliente } };
    const registroIds = new Map<number, string>();
    const register = async (planned: PlannedRegistrant) => {
      const registroId = await registerPlanned(calls, planned);
      registroIds.set(planned.index, registroId);
      return registroId;
    };

    const started = Date.now();
    if (progress.done < plan.length) context.log(`Inscribiendo ${plan.length - progress.done} de ${plan.length} personas en el evento ${eventId}…`);
    await runBounded({
      from: progress.done,
      end: plan.length,
      concurrency: CONCURRENCY,
      signal: context.signal,
      work: async (index) => void (await register(plan[index]!)),
      progress: async (done) => {
        const before = progress.done;
        await remember({ done });
        if (Math.floor(done / LOG_EVERY) > Math.floor(before / LOG_EVERY) || done === plan.length) context.log(`Inscritos de demostración: ${done} de ${plan.length} (${seconds(started)})`);
      },
    });

    if (progress.staffChanges || progress.done < plan.length) return;
    // Registered by an earlier start: the same attempt sent again answers its registroId.
    const registroIdOf = async (index: number) => registroIds.get(index) ?? register(plan[index]!);
    for (const action of staffScript(plan, options)) await applyStaffAction({ eventId, staff, registroIdOf }, action);
    await remember({ staffChanges: true });
  },
};
