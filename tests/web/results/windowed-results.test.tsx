import { act, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERSCAN_ROWS, ROW_HEIGHT_PX, rowWindow } from '@web/features/results/row-window';
import { WindowedTable } from '@web/features/results/windowed-table';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aPage, anEvent, rankedRows, sections } from './support/results-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const TOTAL = 30_000;
const PAGE = 100;
const VIEWPORT = 600;

/** Scrolls the table's container to `top`, as one user scroll step. */
function scrollTo(table: HTMLElement, top: number) {
  const scroller = table.parentElement as HTMLElement;
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(scroller);
}

/** Scrolls to the bottom of the rows drawn so far, `steps` times. */
function scrollToEnd(table: HTMLElement, steps: number) {
  for (let step = 0; step < steps; step++) {
    const drawn = [...table.querySelectorAll('tr[aria-rowindex]')].at(-1)?.getAttribute('aria-rowindex');
    // aria-rowindex counts the header row and from 1: the last drawn row ends at (index - 1) rows.
    act(() => scrollTo(table, (Number(drawn) - 1) * ROW_HEIGHT_PX - VIEWPORT));
  }
}

/** The rows in the DOM (role queries are too slow for hundreds of steps). */
const bodyRows = (table: HTMLElement) => table.querySelectorAll('tbody tr[aria-rowindex]').length;

describe('windowed result table', () => {
  beforeEach(() => resetFakeAuth());

  it('draws 20 rows first, then 5 more per scroll step, never the whole list', () => {
    const rows = rankedRows(TOTAL);
    render(
      <WindowedTable
        label="Resultados Generales"
        items={rows}
        rowKey={(row) => row.num}
        header={<tr><th>Pos.</th></tr>}
        renderCells={(row) => <td>{row.nombre}</td>}
        hasMore={false}
        loadMore={() => undefined}
        minWidth="43rem"
      />,
    );
    const table = screen.getByRole('table', { name: 'Resultados Generales' });
    expect(bodyRows(table)).toBe(20);

    scrollToEnd(table, 1);
    expect(bodyRows(table)).toBe(25);

    scrollToEnd(table, 200);
    expect(bodyRows(table)).toBeLessThanOrEqual(Math.ceil(VIEWPORT / ROW_HEIGHT_PX) + 2 * OVERSCAN_ROWS + 1);
    expect([...table.querySelectorAll('tbody tr[aria-rowindex]')].at(-1)).toHaveTextContent(`Atleta ${20 + 201 * 5}`);
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  });

  it('fetches the next page of 100 only as the scroll nears the loaded rows', async () => {
    const page = (n: number) => aPage(rankedRows(PAGE, (n - 1) * PAGE + 1), { page: n, pageCount: TOTAL / PAGE, total: TOTAL });
    const calls = stubApi({
      'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: sections() } },
      'GET /api/events/7/results?modalidad=21K&view=general': { status: 200, body: page(1) },
      'GET /api/events/7/results?modalidad=21K&view=general&page=2': { status: 200, body: page(2) },
      'GET /api/events/7/results?modalidad=21K&view=general&page=3': { status: 200, body: page(3) },
    });
    const { user } = renderApp('/resultados/evento_7');
    await user.click(await screen.findByRole('button', { name: 'Resultados Generales' }));
    const table = await screen.findByRole('table', { name: 'Resultados Generales' });
    const resultCalls = () => calls.filter((call) => call.path.includes('/results')).map((call) => call.path);
    expect(resultCalls()).toHaveLength(1);

    scrollToEnd(table, 10);
    expect(resultCalls()).toHaveLength(1);
    scrollToEnd(table, 2);

    await vi.waitFor(() => expect(resultCalls()).toEqual([expect.any(String), '/api/events/7/results?modalidad=21K&view=general&page=2']));
    await vi.waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(2 * PAGE + 1)));
    scrollToEnd(table, 20);
    expect(await within(table).findByText('Atleta 170')).toBeInTheDocument();
    expect(bodyRows(table)).toBeLessThan(40);
  });

  it('keeps the drawn rows within the viewport and its margins for any scroll position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TOTAL }), fc.nat(TOTAL * ROW_HEIGHT_PX), fc.integer({ min: 1, max: 2000 }), (revealed, scrollTop, viewport) => {
        const { start, end, spaceBefore, spaceAfter } = rowWindow(scrollTop, viewport, revealed);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(revealed);
        expect(end - start).toBeLessThanOrEqual(Math.ceil(viewport / ROW_HEIGHT_PX) + 2 * OVERSCAN_ROWS + 1);
        expect(spaceBefore + (end - start) * ROW_HEIGHT_PX + spaceAfter).toBe(revealed * ROW_HEIGHT_PX);
      }),
    );
  });
});
