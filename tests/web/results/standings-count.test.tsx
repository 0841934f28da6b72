import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countOf } from '@web/features/results/use-standings';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aPage, anEvent, rankedRows, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

describe("a report's finisher count", () => {
  beforeEach(() => resetFakeAuth());

  it('is unknown while the first page holds more rows than its count says, known once it covers them', () => {
    const rows = rankedRows(3);
    expect(countOf(undefined)).toBeNull();
    expect(countOf([aPage(rows, { total: 0 })])).toBeNull();
    expect(countOf([aPage(rows, { total: 3 })])).toBe(3);
    expect(countOf([aPage(rows, { total: 2_500 })])).toBe(2_500);
  });

  it("never says '0 finalistas' over rows already drawn: it says it is counting, then the count", async () => {
    const rows = rankedRows(3);
    let reads = 0;
    const calls = stubApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: sections() } },
      // The list's page was published a moment before its count.
      'GET /api/events/7/results?modalidad=21K&view=general': () => {
        reads += 1;
        return { status: 200, body: aPage(rows, { pageCount: reads === 1 ? 0 : 1, total: reads === 1 ? 0 : 3 }) };
      },
    });
    const { user } = renderApp('/resultados/evento_7');
    await user.click(await screen.findByRole('button', { name: 'Resultados Generales' }));
    const table = await screen.findByRole('table', { name: 'Resultados Generales' });
    expect(table).toHaveTextContent(rows[0]!.nombre);
    expect(screen.queryByText('0 finalistas')).not.toBeInTheDocument();
    expect(screen.getByText('Contando finalistas…')).toBeInTheDocument();

    expect(await screen.findByText('3 finalistas', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/results')).length).toBeGreaterThanOrEqual(2);
  });
});
