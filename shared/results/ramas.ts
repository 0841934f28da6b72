// The branches a modality's categories are split by: varonil, femenil, mixta (docs/results.md §3),
// apart from the event's schemas so the pages that only read them load no zod (docs/architecture.md, "First views").

export const RAMAS = ['V', 'F', 'M'] as const;
export type Rama = (typeof RAMAS)[number];
