// A result table that stays smooth with tens of thousands of rows: it reveals rows step by step as
// the user scrolls, draws only those in view, and asks for the next page before the loaded rows run out.
// Printed, it draws every row loaded so far.
import { Table, TableBody, TableHead, TableRow, View } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { usePrinting } from '@web/components/use-printing';
import { FIRST_ROWS, revealAfterScroll, revealToFill, ROW_HEIGHT_PX, ROWS_PER_STEP, rowWindow } from './row-window';

/** jsdom and hidden containers report no height; assume a phone screen's worth. */
const FALLBACK_VIEWPORT_PX = 600;

interface WindowedTableProps<T> {
  label: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  header: ReactNode;
  /** The row's cells (TableCell elements). */
  renderCells: (item: T, index: number) => ReactNode;
  /** More rows exist on the server than in `items`. */
  hasMore: boolean;
  loadMore: () => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
}

export function WindowedTable<T>({ label, items, rowKey, header, renderCells, hasMore, loadMore, minWidth }: WindowedTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT_PX);
  const [revealed, setRevealed] = useState(FIRST_ROWS);
  const printing = usePrinting();

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT_PX);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => setRevealed((current) => revealToFill(current, viewport)), [viewport]);

  const shown = Math.min(revealed, items.length);
  // Fetch the next page while a page's worth of scroll steps is still ahead.
  const needsMore = hasMore && revealed + FIRST_ROWS >= items.length;
  useEffect(() => {
    if (needsMore) loadMore();
  }, [needsMore, items.length, loadMore]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    setScrollTop(top);
    // Up to one step past the loaded rows: those appear as soon as their page arrives, even when the
    // user is already at the bottom and can scroll no further.
    setRevealed((current) => Math.min(revealAfterScroll(current, top, viewport), Math.max(current, items.length + ROWS_PER_STEP)));
  };

  const { start, end, spaceBefore, spaceAfter } = printing ? { start: 0, end: items.length, spaceBefore: 0, spaceAfter: 0 } : rowWindow(scrollTop, viewport, shown);
  return (
    <View ref={scroller} onScroll={onScroll} flex="1" minHeight="240px" overflow="auto">
      <Table size="small" highlightOnHover aria-label={label} aria-rowcount={items.length + 1} style={{ tableLayout: 'fixed', minWidth }}>
        <TableHead style={{ position: 'sticky', top: 0, zIndex: 1 }} backgroundColor="background.primary">
          {header}
        </TableHead>
        <TableBody>
          {spaceBefore > 0 && <tr aria-hidden="true" style={{ height: spaceBefore }} />}
          {items.slice(start, end).map((item, offset) => (
            <TableRow key={rowKey(item)} aria-rowindex={start + offset + 2} style={{ height: ROW_HEIGHT_PX }}>
              {renderCells(item, start + offset)}
            </TableRow>
          ))}
          {spaceAfter > 0 && <tr aria-hidden="true" style={{ height: spaceAfter }} />}
        </TableBody>
      </Table>
    </View>
  );
}
