// The API answers a main-host page's document carries in its data island (docs/sites.md 'Documents'),
// each under the address the SPA would ask, with the time they were read.

export interface PageAnswers {
  /** When the document read them, in milliseconds since the epoch. */
  at: number;
  answers: Record<string, unknown>;
}
