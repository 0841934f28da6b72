// 'Resultados Edad ajustada': offered for a road modality with a distance, it lists the finishers by
// age-grade percentage with their age, branch, official time, age-graded time and percentage,
// computed in the browser from the published table; a branch can be chosen.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aPage, anEvent, aRow, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const list = (group: string) => `GET /api/events/7/results?modalidad=21K&view=edad${group ? `&group=${group}` : ''}`;

// Over 21 km (between the 20 km and half-marathon standards): a woman of 60 in 1:50:00 grades 75.41 %
// (1:25:44 at the open ages), a man of 50 in 1:30:00 71.92 % (1:20:17).
const woman = aRow({ num: '205', nombre: 'Rosa Ramírez', gen: 'F', edad: 60, to: '01:50:00', toMS: 6_600_000, pG: 9, pR: 3 });
const man = aRow({ num: '101', nombre: 'Luis Pérez', gen: 'V', edad: 50, to: '01:30:00', toMS: 5_400_000, pG: 2, pR: 2 });

describe("the age-graded report ('Resultados Edad ajustada')", () => {
  beforeEach(() => resetFakeAuth());

  it('ranks the finishers by percentage with their age, branch, times and grade, and filters by branch', async () => {
    const calls = stubApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent({ eventoDisponible: 1 }), sections: sections() } },
      [list('')]: { status: 200, body: aPage([woman, man], { view: 'edad' as never }) },
      [list('V')]: { status: 200, body: aPage([man], { view: 'edad' as never, group: 'V' }) },
    });
    const { user } = renderApp('/resultados/evento_7');

    await user.click(await screen.findByRole('button', { name: 'Resultados Edad ajustada' }));
    const dialog = screen.getByRole('dialog', { name: 'Resultados Edad ajustada' });
    const table = await within(dialog).findByRole('table', { name: 'Resultados Edad ajustada' });
    const lines = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Pos.', 'Número', 'Nombre', 'Edad', 'Rama', 'Tiempo oficial', 'Tiempo ajustado', 'Edad ajustada %'],
      ['1', '205', 'Rosa Ramírez', '60', 'Femenil', '01:50:00', '01:25:44', '75.41 %'],
      ['2', '101', 'Luis Pérez', '50', 'Varonil', '01:30:00', '01:20:17', '71.92 %'],
    ]);
    const branch = within(dialog).getByLabelText('Rama');
    expect(within(branch).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas', 'Varonil', 'Femenil']);

    await user.selectOptions(branch, 'V');

    await within(dialog).findByText('1 finalista');
    expect(calls.map((call) => call.path)).toContain('/api/events/7/results?modalidad=21K&view=edad&group=V');
    expect(within(dialog).queryByText('Rosa Ramírez')).not.toBeInTheDocument();
  });
});
