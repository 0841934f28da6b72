// Sections the drawer and the welcome screen name whose pages are not built yet (virtual
// challenges and authorized users): they show as coming instead of leading to 'PÁGINA NO ENCONTRADA'.
const comingSoon: ReadonlySet<string> = new Set(['/retos/', '/usuario-autorizado/']);

export const isComingSoon = (to: string): boolean => comingSoon.has(to);
