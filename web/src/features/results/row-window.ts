// Which rows of a long result list to put in the DOM: only those in view (plus a margin), out of
// those revealed so far. The spec reveals 20 rows first, then 5 more per scroll step (docs/results.md §9).

export const ROW_HEIGHT_PX = 44;
export const FIRST_ROWS = 20;
export const ROWS_PER_STEP = 5;
/** Rows drawn above and below the viewport so a fast scroll does not show blank space. */
export const OVERSCAN_ROWS = 6;

export interface RowWindow {
  start: number;
  end: number;
  /** Heights of the blank space standing in for the rows not drawn. */
  spaceBefore: number;
  spaceAfter: number;
}

export function rowWindow(scrollTop: number, viewportHeight: number, revealed: number, rowHeight = ROW_HEIGHT_PX): RowWindow {
  const start = Math.max(0, Math.min(revealed, Math.floor(scrollTop / rowHeight) - OVERSCAN_ROWS));
  const end = Math.max(start, Math.min(revealed, Math.ceil((scrollTop + viewportHeight) / rowHeight) + OVERSCAN_ROWS));
  return { start, end, spaceBefore: start * rowHeight, spaceAfter: (revealed - end) * rowHeight };
}

/** How many rows to reveal after a scroll: 5 more when the viewport reaches the last revealed rows. */
export function revealAfterScroll(revealed: number, scrollTop: number, viewportHeight: number, rowHeight = ROW_HEIGHT_PX): number {
  const nearEnd = scrollTop + viewportHeight >= (revealed - ROWS_PER_STEP) * rowHeight;
  return nearEnd ? revealed + ROWS_PER_STEP : revealed;
}

/** At least enough rows to fill the viewport, or there would be nothing to scroll. */
export function revealToFill(revealed: number, viewportHeight: number, rowHeight = ROW_HEIGHT_PX): number {
  return Math.max(revealed, Math.ceil(viewportHeight / rowHeight) + ROWS_PER_STEP);
}
