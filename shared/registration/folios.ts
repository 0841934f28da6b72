// Folio capacity of a modality (docs/registration.md §4 Other: AGOTADO).

/** Places of a modality: capacidad from the configuration, inscritos held live by the server. */
export interface Occupancy {
  capacidad: number;
  inscritos: number;
}

export function isSoldOut({ capacidad, inscritos }: Occupancy): boolean {
  return capacidad <= inscritos;
}
