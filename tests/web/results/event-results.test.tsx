import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aPage, aRow, anEvent, rankedRows, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const results = (query: string) => `GET /api/events/7/results?modalidad=21K&${query}`;

function stubEvent(eventoDisponible: 1 | 4, routes = {}) {
  return stubApi({
    'GET /api/events/7': {
      status: 200,
      body: {
        event: anEvent({ eventoDisponible }),
        sections: sections({ timingConfig: { messages: { message_1: 'Premiación a las 10:00' } } }),
      },
    },
    ...routes,
  });
}

describe('event results page (/resultados/evento_{id})', () => {
  beforeEach(() => resetFakeAuth());

  it('shows the event card, the five buttons in the spec order and the first timing message', async () => {
    stubEvent(1);
    renderApp('/resultados/evento_7');

    expect(await screen.findByRole('heading', { name: 'Medio Maratón de la Ciudad' })).toBeInTheDocument();
    const five = ['Buscar por nombre ó Número', 'Resultados Ganadores', 'Resultados Categoría', 'Resultados Genero', 'Resultados Generales'];
    const buttons = screen.getAllByRole('button').map((button) => button.textContent ?? '');
    expect(buttons.filter((text) => five.includes(text))).toEqual(five);
    expect(screen.getByText('Premiación a las 10:00')).toBeInTheDocument();
    expect(screen.queryByText('(Resultados preliminares)')).not.toBeInTheDocument();
  });

  it('labels the results "(Resultados preliminares)" while the event is not closed', async () => {
    stubEvent(4, { [results('view=general')]: { status: 200, body: aPage(rankedRows(2)) } });
    const { user } = renderApp('/eventos-anteriores/evento_7');

    expect(await screen.findByText('(Resultados preliminares)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resultados Generales' }));

    expect(within(screen.getByRole('dialog')).getByText('(Resultados preliminares)')).toBeInTheDocument();
  });

  it('opens the general report full screen and leaves out athletes without a place', async () => {
    const dnf = aRow({ num: '999', nombre: 'Sin Meta', pG: 0, pR: 0, pCat: 0, dnf: true, toMS: 0, to: '00:00:00' });
    stubEvent(1, { [results('view=general')]: { status: 200, body: aPage([...rankedRows(3), dnf]) } });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Generales' }));
    const dialog = screen.getByRole('dialog', { name: 'Resultados Generales' });

    expect(await within(dialog).findByRole('button', { name: 'Atleta 1' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).queryByText('Sin Meta')).not.toBeInTheDocument();
    const first = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '1001', 'Atleta 1', 'Libre', '01:40:00', '01:39:30']);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the branches Varonil and Femenil in "Resultados Genero" and shows the branch place', async () => {
    const calls = stubEvent(1, {
      [results('view=genero&group=V')]: { status: 200, body: aPage([aRow({ num: '5', nombre: 'Luis', gen: 'V', pG: 2, pR: 1 })]) },
      [results('view=genero&group=F')]: { status: 200, body: aPage([aRow({ num: '6', nombre: 'Ana', pG: 1, pR: 1 })]) },
    });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Genero' }));
    const branch = await screen.findByLabelText('Rama');
    expect(within(branch).getAllByRole('option').map((o) => o.textContent)).toEqual(['Varonil', 'Femenil']);
    const luis = (await screen.findByRole('button', { name: 'Luis' })).closest('tr') as HTMLElement;
    expect(within(luis).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);

    await user.selectOptions(branch, 'F');

    expect(await screen.findByRole('button', { name: 'Ana' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/events/7/results?modalidad=21K&view=genero&group=F');
  });

  it('lists the age categories (not the absolute one) of each branch apart, named with the branch, in "Resultados Categoría"', async () => {
    const calls = stubEvent(1, {
      [results('view=categoria&group=V-2')]: { status: 200, body: aPage([aRow({ num: '5', nombre: 'Luis', gen: 'V', pG: 2, pR: 1, pCat: 1 })]) },
      [results('view=categoria&group=F-2')]: { status: 200, body: aPage([aRow({ num: '6', nombre: 'Ana', pG: 1, pR: 1, pCat: 1 })]) },
    });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Categoría' }));
    const category = await screen.findByLabelText('Categoría');

    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Varonil · Libre', 'Varonil · Master', 'Femenil · Libre']);
    expect(await screen.findByRole('button', { name: 'Luis' })).toBeInTheDocument();

    await user.selectOptions(category, 'Femenil · Libre');

    const ana = (await screen.findByRole('button', { name: 'Ana' })).closest('tr') as HTMLElement;
    expect(within(ana).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(screen.queryByRole('button', { name: 'Luis' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/events/7/results?modalidad=21K&view=categoria&group=F-2');
  });

  it('groups "Resultados Ganadores" per branch and category, absolute winners by their branch place', async () => {
    const winners = [
      aRow({ num: '1', nombre: 'Absoluto Uno', gen: 'V', ab: true, pR: 1, pCat: 3 }),
      aRow({ num: '2', nombre: 'Libre Uno', gen: 'V', cat: 'Libre', codCat: 2, pR: 4, pCat: 1 }),
      aRow({ num: '3', nombre: 'Femenil Uno', gen: 'F', cat: 'Libre', codCat: 2, pR: 1, pCat: 1 }),
    ];
    stubEvent(1, { [results('view=ganadores')]: { status: 200, body: aPage(winners) } });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Ganadores' }));

    const headings = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(['Varonil · Absoluto Varonil', 'Varonil · Libre', 'Femenil · Libre']);
    const libre = screen.getByRole('table', { name: 'Varonil · Libre' });
    expect(within(libre).getAllByRole('cell')[0]).toHaveTextContent('1');
  });

  it('numbers a category\'s winners within their list when absolute winners took its first places', async () => {
    const winners = [
      aRow({ num: '1', nombre: 'Absoluto Uno', gen: 'V', ab: true, pR: 1, pCat: 1 }),
      aRow({ num: '2', nombre: 'Absoluto Dos', gen: 'V', ab: true, pR: 2, pCat: 2 }),
      aRow({ num: '4', nombre: 'Libre Cuatro', gen: 'V', cat: 'Libre', codCat: 2, pR: 4, pCat: 3 }),
      aRow({ num: '5', nombre: 'Libre Cinco', gen: 'V', cat: 'Libre', codCat: 2, pR: 5, pCat: 4 }),
    ];
    stubEvent(1, { [results('view=ganadores')]: { status: 200, body: aPage(winners) } });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Ganadores' }));

    const places = (name: string) =>
      within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(await screen.findByRole('table', { name: 'Varonil · Libre' })).toBeInTheDocument();
    expect(places('Varonil · Absoluto Varonil')).toEqual(['1', '2']);
    expect(places('Varonil · Libre')).toEqual(['1', '2']);
  });

  it('shows "No encontrado" for a route that is not an EventoIndex', async () => {
    stubApi({});
    renderApp('/resultados/carrera-7');

    expect(await screen.findByRole('alert')).toHaveTextContent('No encontrado');
  });
});
