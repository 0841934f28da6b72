// Amplify UI's breakpoint hook as the build replaces it (web/src/lib/amplify-breakpoint.ts): the
// window's breakpoint at the first drawing, one set of media-query listeners however many primitives
// ask, and every one drawn again when the window crosses a breakpoint.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpointQueries, useBreakpoint } from '@web/lib/amplify-breakpoint';

const breakpoints = { base: 0, small: 480, medium: 768, large: 992 };

/** A window of `width` px whose media queries can be told it changed. */
function windowOf(width: number) {
  const lists: { query: string; listeners: (() => void)[] }[] = [];
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width: (\d+)px\)/g)].every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  const matchMedia = vi.fn((query: string) => {
    const list = { query, listeners: [] as (() => void)[] };
    lists.push(list);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => list.listeners.push(listener),
      removeEventListener: () => undefined,
    };
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    resize(next: number) {
      width = next;
      lists.forEach((list) => list.listeners.forEach((listener) => listener()));
    },
  };
}

function Shown({ id, sizes }: { id: string; sizes: typeof breakpoints }) {
  const renders = (Shown.renders[id] = (Shown.renders[id] ?? 0) + 1);
  return <p data-testid={id}>{`${useBreakpoint({ breakpoints: sizes, defaultBreakpoint: 'base' })} ${renders}`}</p>;
}
Shown.renders = {} as Record<string, number>;

describe("Amplify UI's breakpoint hook, one for the page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Shown.renders = {};
  });

  it('writes each breakpoint as the range up to the next one', () => {
    expect(breakpointQueries(breakpoints).map(({ query }) => query)).toEqual([
      '(min-width: 0px) and (max-width: 479px)',
      '(min-width: 480px) and (max-width: 767px)',
      '(min-width: 768px) and (max-width: 991px)',
      '(min-width: 992px)',
    ]);
  });

  it("draws every primitive once at the window's breakpoint, listening once, and again when the window crosses one", () => {
    const sizes = { ...breakpoints };
    const screenSize = windowOf(1280);
    render(
      <>
        {['a', 'b', 'c'].map((id) => (
          <Shown key={id} id={id} sizes={sizes} />
        ))}
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('large 1');
    expect(screen.getByTestId('c')).toHaveTextContent('large 1');
    expect(screenSize.matchMedia).toHaveBeenCalledTimes(4);

    act(() => screenSize.resize(600));
    expect(screen.getByTestId('b')).toHaveTextContent('small 2');
    expect(screenSize.matchMedia).toHaveBeenCalledTimes(4);
  });
});
