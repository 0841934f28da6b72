// The content of the athlete's steps: the reto's form after registering, the target time and its
// bounds, the evidence (activities, 'Mi tiempo') only while results are admitted up to the reto's end,
// a closed reto without code form, goal change nor start photo, the certificate.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RetoActivities } from '@shared/activities/activity';
import { certificateMessages } from '@shared/retos/certificate';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aParticipation, RETO, sent, slow, stubReto } from './athlete-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const toast = () => screen.getAllByRole('status').at(-1)!;

function anActivity(activityId: string, distanceInMeters: number, applicable: boolean): RetoActivities['activities'][number] {
  return {
    activityId,
    source: 'file',
    fileType: 'gpx',
    receivedAt: '2030-01-02T08:00:00.000Z',
    status: 'parsed',
    summary: { activityType: 'RUNNING', startTimeInSeconds: 1_893_571_200, durationInSeconds: 1_500, distanceInMeters },
    lapCount: 5,
    applicable,
  };
}

describe("the athlete's steps", () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
  });

  it("asks for the reto's form once registered, checks it and shows the API's message per field", async () => {
    const form = [
      { id: 'talla', label: 'Talla de playera', type: 'select' as const, required: true, options: ['CH', 'M', 'G'], maxLength: 200 },
      { id: 'club', label: 'Club', type: 'text' as const, required: false, options: [], maxLength: 20 },
    ];
    let answer = { status: 400, body: { code: 'INVALID_FORM', message: 'Datos inválidos, revisa el formulario', fields: { club: 'Máximo 20 caracteres' } } };
    const calls = stubReto({ form }, aParticipation({ formPending: true }), { [`PUT ${RETO}/me/form`]: () => answer });
    const { user } = renderApp('/retos/1-2-3');
    expect(await screen.findByRole('heading', { name: 'Completa el siguiente formulario' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar Datos' }));
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/form`)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Talla de playera *'), 'M');
    await user.type(screen.getByLabelText('Club'), 'Corredores');
    await user.click(screen.getByRole('button', { name: 'Guardar Datos' }));
    expect(await screen.findByText('Máximo 20 caracteres', {}, slow)).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/form`)[0]?.body).toEqual({ answers: { talla: 'M', club: 'Corredores' } });

    answer = { status: 200, body: aParticipation({ formPending: false, form: { talla: 'M' } }) } as never;
    await user.click(screen.getByRole('button', { name: 'Guardar Datos' }));
    expect(await screen.findByText('No hay pasos adicionales requeridos para el registro', {}, slow)).toBeInTheDocument();
  });

  it("offers 'Opciones de pago' while a priced reto's registration awaits its payment", async () => {
    stubReto({ price: 250 }, aParticipation({ active: false, paymentPending: true }));
    renderApp('/retos/1-2-3');
    expect(await screen.findByRole('heading', { name: 'Opciones de pago' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ficha de pago' })).toBeInTheDocument();
  });

  it('takes a target time within its bounds, shows it and empties it with Cambiar Meta', async () => {
    let goalTime = '00:00:00';
    const calls = stubReto({}, aParticipation({ step: 1 }), {
      [`PUT ${RETO}/me/goal`]: (call) => {
        const { goal } = call.body as { goal: { hours: number; minutes: number; seconds: number } | null };
        goalTime = goal ? [goal.hours, goal.minutes, goal.seconds].map((part) => String(part).padStart(2, '0')).join(':') : '00:00:00';
        return { status: 200, body: aParticipation({ step: 1, goalTime }) };
      },
    });
    const { user } = renderApp('/retos/1-2-3');
    expect(await screen.findByRole('heading', { name: 'Registra tu tiempo objetivo' }, slow)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Horas/), '101');
    await user.type(screen.getByLabelText(/Segundos/), '60');
    await user.click(screen.getByRole('button', { name: 'Guardar tiempo' }));
    expect(screen.getByText('Escribe un número entero de 0 a 100')).toBeInTheDocument();
    expect(screen.getByText('Campo requerido')).toBeInTheDocument();
    expect(screen.getByText('Escribe un número entero de 0 a 59')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/goal`)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Horas/));
    await user.type(screen.getByLabelText(/Horas/), '100');
    await user.type(screen.getByLabelText(/Minutos/), '5');
    await user.clear(screen.getByLabelText(/Segundos/));
    await user.type(screen.getByLabelText(/Segundos/), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar tiempo' }));
    expect(await screen.findByRole('heading', { name: 'Tiempo Objetivo' }, slow)).toBeInTheDocument();
    expect(screen.getByText('100:05:00')).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/goal`)[0]?.body).toEqual({ goal: { hours: 100, minutes: 5, seconds: 0 } });

    await user.click(screen.getByRole('button', { name: 'Cambiar Meta' }));
    expect(await screen.findByRole('heading', { name: 'Registra tu tiempo objetivo' }, slow)).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/goal`)[1]?.body).toEqual({ goal: null });
    expect(screen.getByLabelText(/Horas/)).toHaveValue(100);
    expect(screen.getByLabelText(/Minutos/)).toHaveValue(5);
  });

  it("applies an applicable activity, marks a short one 'No Aplicable' and records 'Mi tiempo'", async () => {
    const calls = stubReto({ admitResults: true, distance: 5 }, aParticipation({ step: 2, goalTime: '00:30:00' }), {
      [`GET ${RETO}/my-activities`]: { status: 200, body: { activities: [anActivity('1893571200-001500', 5_020, true), anActivity('1893571300-000900', 3_000, false)] } },
      [`POST ${RETO}/me/activity`]: { status: 200, body: aParticipation({ step: 2, activityId: '1893571200-001500', finishTime: '00:25:00' }) },
      [`PUT ${RETO}/me/finish`]: { status: 200, body: aParticipation({ step: 2, activityId: '1893571200-001500', finishTime: '00:24:30' }) },
    });
    const { user } = renderApp('/retos/1-2-3');
    expect(await screen.findByRole('heading', { name: 'Selecciona un método para evidenciar tu reto' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotografía' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Sube una fotografía de tu evidencia')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(`${RETO}/my-activities`);
    await user.click(screen.getByRole('button', { name: 'Actividad' }));
    const short = (await screen.findByText(/3\.00 km/, {}, slow)).closest('.amplify-card') as HTMLElement;
    expect(within(short).getByText('No Aplicable')).toBeInTheDocument();
    expect(within(short).queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subir actividad en Mi perfil' })).toHaveAttribute('href', '/atletas');

    const long = screen.getByText(/5\.02 km · 00:25:00/).closest('.amplify-card') as HTMLElement;
    await user.click(within(long).getByRole('button', { name: 'Aplicar' }));
    expect(await within(long).findByText('Aplicada como evidencia', {}, slow)).toBeInTheDocument();
    expect(sent(calls, 'POST', `${RETO}/me/activity`)[0]?.body).toEqual({ activityId: '1893571200-001500' });
    expect(screen.getByText('Tu tiempo: 00:25:00')).toBeInTheDocument();
    expect(screen.getByLabelText(/Minutos/)).toHaveValue(25);

    await user.clear(screen.getByLabelText(/Segundos/));
    await user.type(screen.getByLabelText(/Segundos/), '30');
    await user.clear(screen.getByLabelText(/Minutos/));
    await user.type(screen.getByLabelText(/Minutos/), '24');
    await user.click(screen.getByRole('button', { name: 'Guardar tiempo' }));
    expect(await screen.findByText('Tu tiempo: 00:24:30', {}, slow)).toBeInTheDocument();
    expect(sent(calls, 'PUT', `${RETO}/me/finish`)[0]?.body).toEqual({ finish: { hours: 0, minutes: 24, seconds: 30 } });
  });

  it('names the other reto an activity already proves, not its id', async () => {
    const claimed = { ...anActivity('1893571200-001500', 5_020, true), claimedBy: '9-8-7', claimedByName: 'Reto de primavera' };
    stubReto({ admitResults: true, distance: 5 }, aParticipation({ step: 2, goalTime: '00:30:00' }), {
      [`GET ${RETO}/my-activities`]: { status: 200, body: { activities: [claimed] } },
    });
    const { user } = renderApp('/retos/1-2-3');
    await user.click(await screen.findByRole('button', { name: 'Actividad' }, slow));
    expect(await screen.findByText('Evidencia del reto «Reto de primavera»', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/9-8-7/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar' })).not.toBeInTheDocument();
  });

  for (const [reto, reason] of [
    [{ admitResults: false }, 'El evento no admite el registro de tiempos por ahora'],
    [{ admitResults: true, eventEnded: true }, 'Evento finalizado'],
    [{ admitResults: true, eventEnd: '2020-01-31T06:00:00.000Z' }, 'El plazo del reto terminó: ya no se registran tiempos ni evidencias'],
  ] as const) {
    it(`says '${reason}' instead of the evidence and time forms`, async () => {
      const calls = stubReto(reto, aParticipation({ step: 2, finishTime: '00:40:00' }));
      renderApp('/retos/1-2-3');
      expect(await screen.findByText(reason, {}, slow)).toBeInTheDocument();
      expect(screen.getByText('Tu tiempo: 00:40:00')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Guardar tiempo' })).not.toBeInTheDocument();
      expect(screen.queryByText('Selecciona un método para evidenciar tu reto')).not.toBeInTheDocument();
      expect(calls.map((call) => call.path)).not.toContain(`${RETO}/my-activities`);
    });
  }

  it('says a closed reto is closed up front to an athlete not registered, with no code form', async () => {
    const calls = stubReto({ eventEnded: true }, null);
    renderApp('/retos/1-2-3/code/ABC123');
    expect(await screen.findByText('Este reto ya cerró: no acepta nuevos registros', {}, slow)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Ingresa un código de acceso/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrarme en evento' })).not.toBeInTheDocument();
    expect(sent(calls, 'POST', `${RETO}/registration`)).toHaveLength(0);
  });

  it("offers neither 'Cambiar Meta' nor the start photo upload in a closed reto", async () => {
    stubReto({ eventEnded: true }, aParticipation({ step: 1, goalTime: '00:45:00' }));
    renderApp('/retos/1-2-3');
    expect(await screen.findByText('00:45:00', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Evento finalizado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar Meta' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sube tu fotografía en la linea de salida')).not.toBeInTheDocument();
  });

  it("downloads the certificate, and shows the API's refusal as a toast", async () => {
    let answer = { status: 409, body: { code: 'RETO_IN_PROGRESS', message: certificateMessages.inProgress } };
    const calls = stubReto({}, aParticipation({ step: 4, finishTime: '00:40:00' }), {
      [`GET ${RETO}/certificate?format=jpeg`]: () => answer,
      [`GET ${RETO}/certificate?format=pdf`]: { status: 200, body: 'pdf' },
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificado');
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    onTestFinished(() => {
      createObjectURL.mockRestore();
      click.mockRestore();
    });
    const { user } = renderApp('/retos/1-2-3');
    await user.click(await screen.findByRole('button', { name: 'Descargar certificado (JPEG)' }, slow));
    expect(await screen.findByText(certificateMessages.inProgress, {}, slow)).toBeInTheDocument();
    expect(toast()).toHaveTextContent(certificateMessages.inProgress);
    expect(createObjectURL).not.toHaveBeenCalled();

    answer = { status: 200, body: 'jpeg' } as never;
    await user.click(screen.getByRole('button', { name: 'Descargar certificado (PDF)' }));
    await vi.waitFor(() => expect(names).toEqual(['certificado-1-2-3.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const certificateCall = calls.find((call) => call.path === `${RETO}/certificate?format=pdf`);
    expect(certificateCall?.authorization).toBe('Bearer id-token-of-user-1');
  });
});
