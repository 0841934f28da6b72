// /atletas 'Entrenamiento' and an activity's analysis page: zones checked in the browser before the
// API is asked, the computed zones shown for an empty field, and the figures, speed unit and time in
// zones of a ride as the API answers them.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail } from '@shared/activities/activity';
import { trainingMessages } from '@shared/activities/training-texts';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aProfile } from '../support/profiles';
import { renderApp } from '../support/render-app';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const firstScreen = { timeout: 30_000 };
const RIDE_ID = '1772974800-004500';
const ride: ActivityDetail = {
  activityId: RIDE_ID,
  status: 'parsed',
  source: 'file',
  fileType: 'fit',
  receivedAt: '2026-03-08T14:30:00.000Z',
  summary: { activityType: 'CYCLING', startTimeInSeconds: 1_772_974_800, durationInSeconds: 4500, distanceInMeters: 35_500, averageHeartRateInBeatsPerMinute: 156 },
  lapCount: 0,
  laps: [],
  training: {
    power: { averagePower: 204.4, normalizedPower: 229.3, bestTwentyMinutes: 264.6, ftp: 250, intensityFactor: 0.92, trainingStressScore: 105.2 },
    peakHeartRate: 176,
    powerZones: [
      { zone: 1, to: 138, seconds: 1500 },
      { zone: 2, from: 138, seconds: 3000 },
    ],
    series: [
      { minute: 0, power: 120, heartRate: 100 },
      { minute: 1, power: 200, heartRate: 130 },
    ],
  },
};

beforeEach(() => {
  resetFakeAuth();
  signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
});

describe("/atletas 'Entrenamiento'", () => {
  it('shows the computed zones, refuses unordered bounds without asking the API, and saves the rest', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'GET /api/me/wearable': { status: 200, body: { connected: false } },
      'GET /api/me/activities': { status: 200, body: { activities: [] } },
      'GET /api/me/training': { status: 200, body: { ftp: 250, maxHeartRate: 190, zones: {} } },
      'PUT /api/me/training': (call) => ({ status: 200, body: call.body }),
    });
    const { user } = renderApp('/atletas/');
    const panel = await screen.findByRole('region', { name: 'Entrenamiento' }, firstScreen);

    expect(await within(panel).findAllByText('Vacío: se usan las calculadas (138, 188, 225, 263, 300, 375)')).toHaveLength(3);
    const running = within(panel).getAllByLabelText(/Zonas de FC/)[0]!;
    await user.type(running, '160, 140');
    await user.click(within(panel).getByRole('button', { name: 'Guardar entrenamiento' }));
    expect(await within(panel).findByText(trainingMessages.zonesOrder)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(running);
    await user.type(running, '120 140 160');
    await user.click(within(panel).getByRole('button', { name: 'Guardar entrenamiento' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ftp: 250, maxHeartRate: 190, zones: { RUNNING: { heartRate: [120, 140, 160] } } }));
  });
});

describe('the activity analysis page', () => {
  it("shows a ride's figures, its speed in km/h and the minutes in each zone", async () => {
    stubApi({ [`GET /api/me/activities/${RIDE_ID}`]: { status: 200, body: ride } });
    renderApp(`/atletas/actividades/${RIDE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Análisis de la actividad' }, firstScreen)).toBeInTheDocument();
    for (const text of ['Potencia normalizada', '229 W', 'Mejor promedio de 20 min', '265 W', 'Factor de intensidad', '0.92', '105', 'Velocidad', '28.40 km/h']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    const zones = screen.getByRole('region', { name: 'Tiempo en zonas de potencia' });
    expect(within(zones).getByText(/menos de 138 W/).closest('li')).toHaveTextContent('Z1 (menos de 138 W): 25.0 min');
    expect(within(zones).getByText(/138 W o más/).closest('li')).toHaveTextContent('Z2 (138 W o más): 50.0 min');
    expect(screen.getByRole('region', { name: 'Potencia y frecuencia cardiaca' })).toBeInTheDocument();
  });
});
