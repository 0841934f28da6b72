// How a start (serie of hSalidas) is named to people: its description, or 'Serie {code}' when it has
// none, so a bare code such as '1' never stands alone on a page.
import type { Modality } from './event-schemas';

export const serieLabel = (start: Pick<Modality['hSalidas'][number], 'serie' | 'descripcionSerie'>) => start.descripcionSerie.trim() || `Serie ${start.serie}`;
