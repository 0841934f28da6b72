// The standard road distances of the age-grading tables (docs/results.md "Edad ajustada"): what decides
// whether a modality is graded, apart from the tables' factors, so that a screen can ask without loading them.

/** The standard road distances in km: 5 km, 8 km, 10 km, 12 km, 15 km, 10 miles, 20 km, half marathon, 25 km, 30 km, marathon. */
export const DISTANCES_KM = [5, 8, 10, 12, 15, 16.09344, 20, 21.0975, 25, 30, 42.195] as const;
