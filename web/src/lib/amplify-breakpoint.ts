// Amplify UI's breakpoint hook, put in place of the library's own by the build (web/amplify-ui-plugin.ts).
// The library's adds listeners on six media queries to every primitive it draws, in a layout effect,
// and draws each primitive a second time when the window is wider than a phone's; this one listens
// once for the page and gives each primitive the window's breakpoint as it first draws
// (docs/architecture.md, "First views").
import { useSyncExternalStore } from 'react';

type Breakpoints = Record<string, number>;

interface BreakpointStore {
  current: () => string;
  subscribe: (onChange: () => void) => () => void;
}

const stores = new WeakMap<Breakpoints, BreakpointStore>();

/** Each breakpoint's media query, from its width to the next one's, as Amplify UI writes them. */
export function breakpointQueries(breakpoints: Breakpoints): { breakpoint: string; query: string }[] {
  const sorted = Object.keys(breakpoints).sort((a, b) => (breakpoints[a] ?? 0) - (breakpoints[b] ?? 0));
  return sorted.map((breakpoint, index) => {
    const next = sorted[index + 1];
    const upTo = next === undefined ? '' : ` and (max-width: ${(breakpoints[next] ?? 0) - 1}px)`;
    return { breakpoint, query: `(min-width: ${breakpoints[breakpoint] ?? 0}px)${upTo}` };
  });
}

function storeOf(breakpoints: Breakpoints, fallback: string): BreakpointStore {
  const known = stores.get(breakpoints);
  if (known) return known;
  const lists = typeof window.matchMedia === 'function' ? breakpointQueries(breakpoints).map(({ breakpoint, query }) => ({ breakpoint, list: window.matchMedia(query) })) : [];
  const matching = () => lists.find(({ list }) => list.matches)?.breakpoint;
  let current = matching() ?? fallback;
  const listeners = new Set<() => void>();
  const update = () => {
    const next = matching();
    if (next === undefined || next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  for (const { list } of lists) list.addEventListener('change', update);
  const store: BreakpointStore = {
    current: () => current,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  stores.set(breakpoints, store);
  return store;
}

export function useBreakpoint({ breakpoints, defaultBreakpoint }: { breakpoints: Breakpoints; defaultBreakpoint: string }): string {
  const store = storeOf(breakpoints, defaultBreakpoint);
  return useSyncExternalStore(store.subscribe, store.current, () => defaultBreakpoint);
}
