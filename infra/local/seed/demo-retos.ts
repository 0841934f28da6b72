// The demo's retos, made through the retos API as their organizer and athletes would: the organizer's
// 'Reto Otoño 10K', open now, with athletes at every step (registered, with a goal, with photos, and a
// time proved by a photo or by a GPX run from their watch) and a chat with its organizer, and 'Reto
// Verano 5K', ended, with its podium. The demo athlete (Ana) is at the start line of the open reto,
// with an answer from its organizer, and on the ended reto's podium, so both sides show at once.
import { randomUUID } from 'node:crypto';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { waitForProgress } from '../progress-wait';
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccount, demoPassword, person, signUpDemoPerson } from './demo-accounts';
import { renderPhoto } from './demo-photo-image';
import { proveWithRun } from './demo-reto-activity';
import { sendDemoChat } from './demo-reto-chat';
import { readDemoState, writeDemoState } from './demo-state';
import { signedInApi, type SeedApi } from './seed-api';

const DAY_MS = 86_400_000;
/** Sign-up addresses after the demo accounts'. */
const FIRST_CLIENT = 20;
/** Access slots the admin grants the demo retos (a new reto has 10). */
const DEMO_SLOTS = 200;

interface RetoPerson {
  correo: string;
  nombres: string;
  genero: 'F' | 'M';
  fechaNacimiento: string;
  /** How far the athlete goes: 0 registered, 1 goal set, 4 finished with evidence. */
  reach: 0 | 1 | 4;
  goal: string;
  finish: string;
  /** How a finisher proves the open reto: a photo of their watch, or the run itself (a GPX file). */
  proof?: 'photo' | 'run';
}

const athletes: readonly RetoPerson[] = [
  { correo: 'lucia.reto@demo.mx', nombres: 'Lucía', genero: 'F', fechaNacimiento: '1990-03-11', reach: 4, goal: '00:55:00', finish: '00:52:41', proof: 'run' },
  { correo: 'mateo.reto@demo.mx', nombres: 'Mateo', genero: 'M', fechaNacimiento: '1987-07-02', reach: 4, goal: '00:45:00', finish: '00:44:12' },
  { correo: 'valeria.reto@demo.mx', nombres: 'Valeria', genero: 'F', fechaNacimiento: '1995-12-24', reach: 4, goal: '01:00:00', finish: '00:58:03', proof: 'run' },
  { correo: 'diego.reto@demo.mx', nombres: 'Diego', genero: 'M', fechaNacimiento: '1983-05-30', reach: 4, goal: '00:50:00', finish: '00:51:37' },
  { correo: 'ximena.reto@demo.mx', nombres: 'Ximena', genero: 'F', fechaNacimiento: '1999-01-15', reach: 4, goal: '00:48:00', finish: '00:47:55' },
  { correo: 'emilio.reto@demo.mx', nombres: 'Emilio', genero: 'M', fechaNacimiento: '1978-09-09', reach: 4, goal: '01:05:00', finish: '01:02:20', proof: 'run' },
  { correo: 'renata.reto@demo.mx', nombres: 'Renata', genero: 'F', fechaNacimiento: '1993-06-06', reach: 1, goal: '00:57:30', finish: '' },
  { correo: 'joaquin.reto@demo.mx', nombres: 'Joaquín', genero: 'M', fechaNacimiento: '1991-10-19', reach: 1, goal: '00:42:00', finish: '' },
  { correo: 'camila.reto@demo.mx', nombres: 'Camila', genero: 'F', fechaNacimiento: '2001-02-27', reach: 0, goal: '', finish: '' },
  { correo: 'sebastian.reto@demo.mx', nombres: 'Sebastián', genero: 'M', fechaNacimiento: '1986-08-08', reach: 0, goal: '', finish: '' },
];

const timeBody = (time: string) => {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return { hours, minutes, seconds };
};

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

async function createReto(organizer: SeedApi, body: object): Promise<VirtualEventView> {
  return organizer.callOnce<VirtualEventView>('POST', '/api/retos', body);
}

/** Saves part of the reto's configuration on the revision it has now. */
async function configure(api: SeedApi, eventId: string, changes: object): Promise<void> {
  const { revision } = await api.call<{ revision: number }>('GET', `/api/retos/${eventId}/config`);
  await api.call('PATCH', `/api/retos/${eventId}`, { revision, ...changes });
}

/** The reto's code of `uses` uses, generated on the first start. */
async function shareCode(organizer: SeedApi, eventId: string, uses: number): Promise<string> {
  const shared = async () => (await organizer.call<AccessCodePage>('GET', `/api/retos/${eventId}/codes`)).codes.find((candidate) => candidate.uses === uses)?.code;
  const existing = await shared();
  if (existing) return existing;
  await organizer.call('POST', `/api/retos/${eventId}/codes`, { quantity: 1, uses, intento: randomUUID() });
  const code = await shared();
  if (!code) throw new Error(`El reto ${eventId} no tiene código de ${uses} usos`);
  return code;
}

async function uploadPhoto(api: SeedApi, eventId: string, photoType: 'startLine' | 'finishLine' | 'evidence', caption: string, hue: number): Promise<void> {
  const jpeg = await renderPhoto({ bib: photoType === 'startLine' ? 'GO' : 'OK', modalidad: 'RETO', caption, arch: photoType === 'startLine' ? 'SALIDA' : 'META', orientation: 'portrait', hue });
  const ticket = await api.call<{ uploadUrl: string; headers: Record<string, string> }>('POST', `/api/retos/${eventId}/me/photos`, { photoType, contentType: 'image/jpeg', size: jpeg.length });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: jpeg });
  if (!put.ok) throw new Error(`PUT de foto del reto → ${put.status}`);
}

/** Waits until the photo trigger counted the evidence: the step after needs it. */
async function evidenceRecorded(api: SeedApi, eventId: string): Promise<void> {
  await waitForProgress({
    async check() {
      const { participation } = await api.call<{ participation: ParticipationView | null }>('GET', `/api/retos/${eventId}/me`);
      return (participation?.evidencePhotos ?? 0) > 0 ? 0 : 1;
    },
    stalled: (_, minutes) => `La evidencia del reto ${eventId} no se registró en ${minutes} min`,
  });
}

type Walker = Pick<RetoPerson, 'reach' | 'goal' | 'finish' | 'nombres' | 'proof'>;

/** The finisher's time proved: by a photo of the watch with the time typed, or by the run recorded a few days into the reto. */
async function prove(api: SeedApi, reto: VirtualEventView, athlete: Walker, hue: number): Promise<void> {
  if (athlete.proof === 'run') {
    const { hours, minutes, seconds } = timeBody(athlete.finish);
    const start = new Date(Date.parse(reto.eventStart) + (2 + (hue % 4)) * DAY_MS);
    await proveWithRun(api, reto.eventID, { name: `${reto.eventName} · ${athlete.nombres}`, start, seconds: hours * 3600 + minutes * 60 + seconds, meters: reto.distance * 1000 + 60 });
    return;
  }
  await api.call('PUT', `/api/retos/${reto.eventID}/me/finish`, { finish: timeBody(athlete.finish) });
  await uploadPhoto(api, reto.eventID, 'evidence', `${athlete.nombres} · reloj al terminar`, hue + 90);
  await evidenceRecorded(api, reto.eventID);
}

/** Takes the athlete as far as `reach`, each call as the reto page makes it; what is done is not redone. */
async function walk(api: SeedApi, reto: VirtualEventView, code: string, athlete: Walker, hue: number): Promise<void> {
  const { eventID: eventId } = reto;
  const { participation: known } = await api.call<{ participation: ParticipationView | null }>('GET', `/api/retos/${eventId}/me`);
  const participation = known ?? (await api.call<ParticipationView>('POST', `/api/retos/${eventId}/registration`, { code }));
  if (athlete.reach === 0 || participation.step >= athlete.reach) return;
  await api.call('PUT', `/api/retos/${eventId}/me/goal`, { goal: timeBody(athlete.goal) });
  await api.call('PUT', `/api/retos/${eventId}/me/step`, { step: 1 });
  if (!participation.startLinePhoto) await uploadPhoto(api, eventId, 'startLine', `${athlete.nombres} en la salida`, hue);
  if (athlete.reach === 1) return;
  await api.call('PUT', `/api/retos/${eventId}/me/step`, { step: 2 });
  if (participation.evidencePhotos === 0 && !participation.activityId) await prove(api, reto, athlete, hue);
  await api.call('PUT', `/api/retos/${eventId}/me/step`, { step: 3 });
  if (!participation.finishLinePhoto) await uploadPhoto(api, eventId, 'finishLine', `${athlete.nombres} en la meta`, hue + 180);
  await api.call('PUT', `/api/retos/${eventId}/me/step`, { step: 4 });
}

interface DemoReto {
  eventName: string;
  eventDescription: string;
  distance: number;
  /** Days from now to its start and its end (negative: past). */
  startDay: number;
  endDay: number;
  /**
   * An ended reto's end, set with its closing once its athletes walked it: the API records no time
   * after a reto's end (docs/retos.md §4), so it is created open and ended afterwards.
   */
  closedEndDay?: number;
}

const openRetoPlan: DemoReto = {
  eventName: 'Reto Otoño 10K',
  eventDescription: 'Corre 10 km donde quieras antes de que acabe el otoño: registra tu meta, sube tu foto en la salida y comprueba tu tiempo.',
  distance: 10,
  startDay: -7,
  endDay: 21,
};

const endedRetoPlan: DemoReto = {
  eventName: 'Reto Verano 5K',
  eventDescription: 'El reto de 5 km del verano: ya terminó y tiene su podio y sus certificados.',
  distance: 5,
  startDay: -75,
  endDay: 1,
  closedEndDay: -45,
};

/**
 * The reto of the plan, created on the first start and remembered at once (so a start that fails
 * after it does not create another), with the demo's slots and results admitted.
 */
async function demoReto(context: SeedContext, organizer: SeedApi, admin: SeedApi, plan: DemoReto, key: 'open' | 'ended'): Promise<string> {
  let eventId = (await readDemoState(context)).retos?.[key];
  if (!eventId) {
    const now = Date.now();
    const reto = await createReto(organizer, {
      eventName: plan.eventName,
      eventDescription: plan.eventDescription,
      eventStart: iso(now + plan.startDay * DAY_MS),
      eventEnd: iso(now + plan.endDay * DAY_MS),
      distance: plan.distance,
      price: 0,
    });
    eventId = reto.eventID;
    const state = await readDemoState(context);
    await writeDemoState(context, { ...state, retos: { ...state.retos, [key]: eventId } });
    context.log(`${plan.eventName}: ${eventId}`);
  }
  await configure(admin, eventId, { accessCodeAdmited: DEMO_SLOTS });
  await configure(organizer, eventId, { admitResults: true });
  return eventId;
}

/** The ended reto's times: 5 km, a little over half of each athlete's 10 km time. */
const fiveK = (time: string) => {
  const { hours, minutes, seconds } = timeBody(time);
  const total = Math.round(((hours * 3600 + minutes * 60 + seconds) * 0.48));
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60].map((part) => String(part).padStart(2, '0')).join(':');
};

export const demoRetosStep: SeedStep = {
  id: 'retos',
  needs: ['cuentas'],
  name: 'retos virtuales (uno abierto con atletas en cada paso y su chat, y uno terminado con su podio)',
  // Photos wait for their processing: `npm start` answers before this step ends.
  long: true,
  async run(context) {
    const organizer = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
    const admin = await signedInApi(context.url, demoAccount('Administrador').signUp.correo, demoPassword);
    const retos = { open: await demoReto(context, organizer, admin, openRetoPlan, 'open'), ended: await demoReto(context, organizer, admin, endedRetoPlan, 'ended') };
    const [openCode, endedCode] = [await shareCode(organizer, retos.open, 50), await shareCode(organizer, retos.ended, 50)];
    const [open, ended] = [await organizer.call<VirtualEventView>('GET', `/api/retos/${retos.open}`), await organizer.call<VirtualEventView>('GET', `/api/retos/${retos.ended}`)];
    const chatting = new Map<string, SeedApi>();
    // Each athlete from a phone of their own, all at once.
    await Promise.all(
      athletes.map(async (athlete, index) => {
        await signUpDemoPerson(context, person(athlete.correo, athlete.nombres, athlete.genero, athlete.fechaNacimiento), FIRST_CLIENT + index);
        const api = await signedInApi(context.url, athlete.correo, demoPassword);
        chatting.set(athlete.nombres, api);
        await walk(api, open, openCode, athlete, index * 37);
        if (athlete.reach === 4) await walk(api, ended, endedCode, { ...athlete, goal: fiveK(athlete.goal), finish: fiveK(athlete.finish), proof: 'photo' }, index * 37 + 15);
      }),
    );
    const ana = await signedInApi(context.url, demoAccount('Atleta').signUp.correo, demoPassword);
    chatting.set('Ana', ana);
    await walk(ana, open, openCode, { nombres: 'Ana', reach: 1, goal: '00:49:00', finish: '' }, 200);
    await walk(ana, ended, endedCode, { nombres: 'Ana', reach: 4, goal: '00:23:00', finish: '00:20:58' }, 230);
    await sendDemoChat(retos.open, { organizer, athletes: chatting });
    if (!ended.eventEnded) await configure(organizer, retos.ended, { eventEnded: true, eventEnd: iso(Date.now() + (endedRetoPlan.closedEndDay ?? 0) * DAY_MS) });
  },
};
