import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultRow } from '@shared/results/result-row';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aRow, anEvent, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const unplaced = { num: '101', nombre: 'Ana López', pG: 0, pR: 0, pCat: 0, toMS: 0, to: '00:00:00', fhm: '', registroSalida: true };
const overTimeLimit = { ...unplaced, nombre: 'Ana López*', registroSalida: false, toMS: 9_000_000, to: '02:30:00', fhm: '2026-03-01 09:30:00.000' };

async function openAthlete(eventoDisponible: 1 | 4, row: ResultRow) {
  stubApi({
    'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible }), sections: sections({ timingConfig: { showAll: true, showDNS: true } }) } },
    'GET /api/events/7/search?q=101': { status: 200, body: { rows: [row] } },
    'GET /api/events/7/athletes/101': { status: 200, body: { row, photos: [] } },
  });
  const { user } = renderApp('/resultados/evento_7');
  // Generous waits: the first render of the app can take seconds on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Buscar por nombre ó Número' }, { timeout: 30_000 }));
  await user.type(screen.getByLabelText('Nombre o número'), '101');
  await user.click(await screen.findByRole('button', { name: row.nombre }, { timeout: 30_000 }));
  return screen.findByRole('dialog', { name: row.nombre }, { timeout: 30_000 });
}

describe('athlete status in the detail', () => {
  beforeEach(() => resetFakeAuth());

  it.each<[string, 1 | 4, Partial<ResultRow>, string]>([
    ['tells that a runner without a finish has not reached the finish yet while the event is live', 4, unplaced, 'El atleta aún no registra su llegada a la meta'],
    ['tells that a runner without a finish did not finish once the event is closed', 1, unplaced, 'El atleta no finalizó el evento'],
    ['tells that an athlete over the time limit with only a finish read did not finish in time', 1, overTimeLimit, 'El atleta no finalizó el evento en el tiempo previsto para la distancia'],
  ])('%s', async (_case, eventoDisponible, row, text) => {
    const detail = await openAthlete(eventoDisponible, aRow(row));

    expect(await within(detail).findByRole('status', {}, { timeout: 30_000 })).toHaveTextContent(text);
  }, 40_000);
});
