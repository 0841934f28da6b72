// Step 4 'Resultados' of a reto: '(Resultados preliminares)' and no podium while open, the podium of
// each gender once ended, the Todos / Femenil / Varonil filters and pages, the athlete's own row and
// 'Ver mi resultado'.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetoResultRow, RetoResultsPage } from '@shared/retos/reto-results';
import { AppProviders } from '@web/app/providers';
import { RetoResultsStep } from '@web/features/retos/results/reto-results-step';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { aParticipation, RETO, slow } from './athlete-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

function aRow(raceNumber: string, athleteName: string, athleteGender: 'M' | 'F', absolute: number, gender: number): RetoResultRow {
  return {
    raceNumber,
    athleteName,
    athleteLastName: 'Prueba',
    athleteGender,
    category: 'Libre',
    finishTime: `00:${40 + absolute}:00`,
    goalTime: '00:45:00',
    positions: { absolute, gender, category: gender, relative: absolute, relativeGender: gender, relativeCategory: gender },
  };
}

const ROWS = [aRow('3', 'Carlos', 'M', 1, 1), aRow('7', 'Lucía', 'F', 2, 1), aRow('9', 'Bea', 'F', 3, 2)];

function aPage(overrides: Partial<RetoResultsPage> = {}): RetoResultsPage {
  return { gender: 'all', page: 1, pages: 1, total: ROWS.length, rows: ROWS, preliminary: true, podium: null, ...overrides };
}

function renderStep(participation = aParticipation({ raceNumber: '7', finishTime: '00:42:00', goalTime: '00:45:00', positions: { absolute: 2, gender: 1, category: 1, relative: 2, relativeGender: 1, relativeCategory: 1 } })) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RetoResultsStep eventId="1-2-3" participation={participation} />
    </AppProviders>,
  );
  return setUpUser();
}

describe('the results step', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
  });

  it("marks results preliminary without a podium while the reto is open, and the athlete's own row", async () => {
    stubApi({ [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage() } });
    renderStep();
    const table = await screen.findByRole('table', {}, slow);
    expect(screen.getByText('(Resultados preliminares)')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ganadores' })).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1°', 'Carlos Prueba', '00:41:00', '3', 'Varonil', 'Libre', '1°'],
      ['2°', 'Lucía Prueba', '00:42:00', '7', 'Femenil', 'Libre', '2°'],
      ['3°', 'Bea Prueba', '00:43:00', '9', 'Femenil', 'Libre', '3°'],
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it("holds an open reto's two lines above the filters unseen while the first page loads, so the filters do not move", async () => {
    stubApi({ [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage() } });
    const answer = globalThis.fetch;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await released;
      return answer(...args);
    });
    renderStep();
    expect(await screen.findByText('(Resultados preliminares)', {}, slow)).not.toBeVisible();
    expect(screen.getByText('El podio se publica cuando el organizador cierra el evento.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Ver mi resultado' })).toBeVisible();
    release();
    await screen.findByRole('table', {}, slow);
    expect(screen.getAllByText('(Resultados preliminares)')).toHaveLength(1);
    expect(screen.getByText('(Resultados preliminares)')).toBeVisible();
  });

  it('shows the podium of each gender once the reto has ended, no longer preliminary', async () => {
    stubApi({
      [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage({ preliminary: false, podium: { F: [ROWS[1]!, ROWS[2]!], M: [ROWS[0]!] } }) },
    });
    renderStep();
    const podium = await screen.findByRole('region', { name: 'Ganadores' }, slow);
    expect(within(podium).getByRole('heading', { name: 'Femenil' })).toBeInTheDocument();
    expect(within(podium).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1°Lucía Prueba00:42:00', '2°Bea Prueba00:43:00', '1°Carlos Prueba00:41:00']);
    expect(screen.queryByText('(Resultados preliminares)')).not.toBeInTheDocument();
  });

  it('filters by gender from the first page, and pages through 100 at a time', async () => {
    const calls = stubApi({
      [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage({ pages: 3, total: 250 }) },
      [`GET ${RETO}/results?gender=all&page=2`]: { status: 200, body: aPage({ page: 2, pages: 3, total: 250, rows: [aRow('150', 'Zoe', 'F', 101, 50)] }) },
      [`GET ${RETO}/results?gender=F&page=1`]: { status: 200, body: aPage({ gender: 'F', rows: [ROWS[1]!, ROWS[2]!], total: 2 }) },
    });
    const user = renderStep();
    expect(await screen.findByText('Página 1 de 3', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    const zoe = (await screen.findByText('Zoe Prueba', {}, slow)).closest('tr')!;
    expect(within(zoe).getAllByRole('cell')[0]).toHaveTextContent('101°');

    await user.click(screen.getByRole('button', { name: 'Femenil' }));
    expect(await screen.findByText('Bea Prueba', {}, slow)).toBeInTheDocument();
    // The gender's list shows each athlete's position and relative position in the gender, without the gender column.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pos.', 'Nombre', 'Tiempo', 'Número', 'Categoría', 'Pos. relativa']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2°', 'Bea Prueba', '00:43:00', '9', 'Libre', '2°']);
    expect(calls.map((call) => call.path)).toEqual([`${RETO}/results?gender=all&page=1`, `${RETO}/results?gender=all&page=2`, `${RETO}/results?gender=F&page=1`]);
  });

  it("opens 'Ver mi resultado' with the athlete's times and positions, and closes it with Escape", async () => {
    stubApi({ [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage() } });
    const user = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Ver mi resultado' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Mi resultado' });
    expect(within(dialog).getByText('00:42:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Posición general').nextSibling).toHaveTextContent('2°');
    expect(within(dialog).getByText('Posición por rama').nextSibling).toHaveTextContent('1°');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells an athlete without a finish time that the positions come once it is recorded', async () => {
    stubApi({ [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage({ rows: [], total: 0, pages: 0 }) } });
    const user = renderStep(aParticipation());
    expect(await screen.findByText('Aún no hay resultados.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('(Resultados preliminares)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(within(screen.getByRole('dialog')).getByText('Aún no registras tu tiempo: tus posiciones aparecen cuando lo hagas.')).toBeInTheDocument();
  });

  it('leaves the category column out while the reto has no categories', async () => {
    stubApi({ [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: aPage({ rows: ROWS.map((row) => ({ ...row, category: '' })) }) } });
    renderStep();
    const table = await screen.findByRole('table', {}, slow);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Pos.', 'Nombre', 'Tiempo', 'Número', 'Rama', 'Pos. relativa']);
  });
});
