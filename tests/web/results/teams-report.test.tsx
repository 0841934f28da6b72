// 'Resultados Equipos': offered beside the other reports when the event publishes it, stacked blocks
// (place, team, total, then the finishers counted) rather than a wide table, by branch when scored so,
// and its CSV saved by the browser.
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultsCsv } from '@shared/results/result-row';
import type { TeamStanding } from '@shared/results/teams';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aPage, anEvent, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const teams = (query: string) => `GET /api/events/7/results?modalidad=21K&view=equipos${query}`;

function aTeam(pos: number, equipo: string, members: [string, string, number, string][], overrides: Partial<TeamStanding> = {}): TeamStanding {
  return {
    pos,
    equipo,
    completo: pos > 0,
    puntuacion: 'tiempo',
    total: 0,
    miembros: members.map(([num, nombre, lugar, to]) => ({ num, nombre, gen: 'F', to, toMS: 0, lugar })),
    ...overrides,
  };
}

const standings = [
  aTeam(1, 'Corredores del Ajusco', [['101', 'Ana López', 1, '01:30:00'], ['104', 'Eva Ruiz', 4, '01:35:00']], { total: 11_100_000 }),
  aTeam(2, 'Lobos de Chapultepec', [['102', 'Sara Gómez Hernández de la Fuente', 2, '01:31:00'], ['107', 'Luz Díaz', 7, '01:40:00']], { total: 11_460_000 }),
  aTeam(0, 'Familia Ramírez Corre', [['103', 'Rosa Ramírez', 3, '01:33:00']], { total: 5_580_000 }),
];

function stubEvent(equipos: object | null, routes = {}, eventType: 'standard' | 'byTime' = 'standard') {
  const timingConfig = equipos ? { equipos } : {};
  return stubApi({
    'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 1, eventType }), sections: sections({ timingConfig }) } },
    ...routes,
  });
}

describe("the team report ('Resultados Equipos')", () => {
  beforeEach(() => resetFakeAuth());

  it('is offered after the four reports only when the event publishes it', async () => {
    stubEvent(null);
    renderApp('/resultados/evento_7');
    await screen.findByRole('button', { name: 'Resultados Generales' });
    expect(screen.queryByRole('button', { name: 'Resultados Equipos' })).not.toBeInTheDocument();
    cleanup();

    stubEvent({ activo: true });
    renderApp('/resultados/evento_7');
    await screen.findByRole('button', { name: 'Resultados Equipos' });
    const reports = screen.getAllByRole('button').map((button) => button.textContent ?? '').filter((text) => text.startsWith('Resultados '));
    expect(reports).toEqual(['Resultados Ganadores', 'Resultados Categoría', 'Resultados Genero', 'Resultados Generales', 'Resultados Equipos', 'Resultados Edad ajustada']);
  });

  it('lists each team as a block, no wide table: place, team, total and the finishers counted with place and time; incomplete teams last', async () => {
    stubEvent({ activo: true, integrantes: 2, puntuacion: 'tiempo' }, { [teams('')]: { status: 200, body: aPage([], { view: 'equipos', total: 3, rows: standings as never[] }) } });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Equipos' }));
    const dialog = screen.getByRole('dialog', { name: 'Resultados Equipos' });

    const list = await within(dialog).findByRole('list', { name: 'Resultados Equipos' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Cuentan los mejores 2 finalistas de cada equipo; gana la menor suma de tiempos oficiales.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 equipos');
    // Branches are not offered when teams are mixed.
    expect(within(dialog).queryByLabelText('Rama')).not.toBeInTheDocument();

    const blocks = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(blocks.map((block) => block.firstElementChild?.textContent)).toEqual([
      '1Corredores del Ajusco03:05:00',
      '2Lobos de Chapultepec03:11:00',
      '–Familia Ramírez CorreIncompleto01:33:00',
    ]);
    const members = within(within(blocks[1]!).getByRole('list', { name: 'Finalistas que cuentan de Lobos de Chapultepec' })).getAllByRole('listitem');
    expect(members.map((member) => member.textContent)).toEqual(['2.ºSara Gómez Hernández de la Fuente01:31:00', '7.ºLuz Díaz01:40:00']);
  });

  it('shows points when scored by place, and the teams of each branch when scored by branch', async () => {
    const women = [aTeam(1, 'Gacelas del Bosque', [['201', 'Ana López', 1, '01:30:00'], ['202', 'Eva Ruiz', 2, '01:31:00']], { puntuacion: 'lugar', total: 3 })];
    const men = [aTeam(1, 'Tlalpan Runners', [['301', 'Luis Pérez', 1, '01:20:00'], ['302', 'Iván Soto', 3, '01:25:00']], { puntuacion: 'lugar', total: 4 })];
    const calls = stubEvent(
      { activo: true, integrantes: 2, puntuacion: 'lugar', agrupacion: 'porRama' },
      {
        [teams('&group=V')]: { status: 200, body: aPage([], { view: 'equipos', group: 'V', total: 1, rows: men as never[] }) },
        [teams('&group=F')]: { status: 200, body: aPage([], { view: 'equipos', group: 'F', total: 1, rows: women as never[] }) },
      },
    );
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Equipos' }));
    const branch = await screen.findByLabelText('Rama');
    expect(within(branch).getAllByRole('option').map((option) => option.textContent)).toEqual(['Varonil', 'Femenil']);
    expect(await screen.findByText('Tlalpan Runners')).toBeInTheDocument();
    expect(screen.getByText('4 pts')).toBeInTheDocument();
    expect(screen.getByText('Cuentan los mejores 2 finalistas de cada equipo; gana la menor suma de lugares.')).toBeInTheDocument();

    await user.selectOptions(branch, 'F');

    expect(await screen.findByText('Gacelas del Bosque')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/events/7/results?modalidad=21K&view=equipos&group=F');
  });

  it('says the larger time sum wins in a fixed-time event', async () => {
    stubEvent({ activo: true, integrantes: 3 }, { [teams('')]: { status: 200, body: aPage([], { view: 'equipos', total: 3, rows: standings as never[] }) } }, 'byTime');
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Equipos' }));

    expect(await screen.findByText('Cuentan los mejores 3 finalistas de cada equipo; gana la mayor suma de tiempos oficiales.')).toBeInTheDocument();
  });

  it('opens the athlete of a counted finisher', async () => {
    stubEvent({ activo: true, integrantes: 2 }, {
      [teams('')]: { status: 200, body: aPage([], { view: 'equipos', total: 3, rows: standings as never[] }) },
      'GET /api/events/7/athletes/104': { status: 404, body: { code: 'NOT_FOUND', message: 'Atleta no encontrado' } },
    });
    const { user } = renderApp('/resultados/evento_7');
    await user.click(await screen.findByRole('button', { name: 'Resultados Equipos' }));

    await user.click(await screen.findByRole('button', { name: 'Eva Ruiz' }));

    expect(await screen.findByText('Atleta no encontrado')).toBeInTheDocument();
  });

  it("says when no team has finishers yet, and saves the report's CSV under the server's file name", async () => {
    const csv: ResultsCsv = { nombreArchivo: 'Medio Maratón de la Ciudad - equipos 21K.csv', csv: '\uFEFFPosición,Equipo,Estado,Total\r\n', filas: 0, truncado: false };
    stubEvent({ activo: true }, {
      [teams('')]: { status: 200, body: aPage([], { view: 'equipos' }) },
      'GET /api/events/7/results/csv?modalidad=21K&view=equipos': { status: 200, body: csv },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderApp('/resultados/evento_7');
    await user.click(await screen.findByRole('button', { name: 'Resultados Equipos' }));

    expect(await screen.findByText('Aún no hay equipos con finalistas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));

    await vi.waitFor(() => expect(names).toEqual(['Medio Maratón de la Ciudad - equipos 21K.csv']));
  });
});
