// The print stylesheet's class names (print-sheet.css; docs/registrant-admin.md, Printing): importing
// this module brings the stylesheet along with the component that uses them.
import './print-sheet.css';

export const printClasses = {
  /** An open sheet that prints alone, without the page under it. */
  sheet: 'print-sheet',
  /** Left out on paper: buttons, the sheet's actions. */
  hidden: 'no-print',
} as const;
