// A tab bar that never wraps (docs/registrant-admin.md, The admin screen): on a narrow screen it scrolls
// sideways as one row, its edges fade where more tabs lie beyond them, and the current tab is scrolled
// into view whenever it changes. It keeps the tablist semantics and the arrow keys of Amplify's Tabs.List.
import { Tabs } from '@aws-amplify/ui-react';
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Room left beside the current tab, so the next one peeks in and tells the bar scrolls. */
const PEEK_PX = 32;

/**
 * The items' bottom border would hang below a scrolling box and be clipped: the bar's line is an inset
 * shadow instead, under the current tab's border, and the items keep their width.
 */
const barStyle = {
  '--internal-item-margin-end': '0',
  '--internal-item-flex': '0 0 auto',
  borderWidth: 0,
  boxShadow: 'inset 0 calc(-1 * var(--amplify-components-tabs-border-width)) 0 var(--amplify-components-tabs-border-color)',
  position: 'relative',
  overflowX: 'auto',
  overflowY: 'hidden',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'thin',
} as CSSProperties;

const FADE = '1.5rem';

/** Which edges have tabs beyond them. */
interface Edges {
  before: boolean;
  after: boolean;
}

function fadeMask({ before, after }: Edges): CSSProperties {
  if (!before && !after) return {};
  const mask = `linear-gradient(to right, ${before ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${after ? 'transparent' : 'black'})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/** How far the bar must scroll so the tab is inside it with room to spare, or the current offset if it is. */
export function scrollToShow(bar: { scrollLeft: number; clientWidth: number }, tab: { offsetLeft: number; offsetWidth: number }): number {
  if (tab.offsetLeft < bar.scrollLeft + PEEK_PX) return Math.max(0, tab.offsetLeft - PEEK_PX);
  const end = tab.offsetLeft + tab.offsetWidth + PEEK_PX;
  if (end > bar.scrollLeft + bar.clientWidth) return end - bar.clientWidth;
  return bar.scrollLeft;
}

interface ScrollingTabListProps {
  /** The current tab's value: when it changes, the bar scrolls to it. */
  current: string;
  label?: string;
  children: ReactNode;
}

export function ScrollingTabList({ current, label, children }: ScrollingTabListProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const measure = useCallback(() => {
    const element = bar.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
  }, []);
  useLayoutEffect(() => {
    const element = bar.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (element && tab) element.scrollLeft = scrollToShow(element, tab);
    measure();
  }, [current, measure]);
  useLayoutEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return (
    <Tabs.List ref={bar} wrap="nowrap" style={{ ...barStyle, ...fadeMask(edges) }} aria-label={label} onScroll={measure}>
      {children}
    </Tabs.List>
  );
}
