// An athlete's age grade as the API sends it and the screens write it (docs/results.md "Edad ajustada"),
// apart from the tables that compute it (./age-grade.ts).

export interface AgeGrade {
  /** Age standard over the athlete's official time, in percent, to two decimals. */
  porcentaje: number;
  /** Official time × factor, in ms: the time at the open ages. */
  tiempoMS: number;
}

/** The porcentaje as the screens and CSV write it: '72.35 %'. */
export const formatAgeGrade = (grade: AgeGrade) => `${grade.porcentaje.toFixed(2)} %`;
