// What the age-graded results say (docs/results.md "Edad ajustada"): the report, the athlete's card,
// the CSV's columns and file name.
export const ageGradeTexts = {
  button: 'Resultados Edad ajustada',
  rule: 'Cada tiempo oficial comparado con el estándar de su edad y sexo (tablas de ruta WMA 2020): 100 % es el estándar mundial de su edad. Sin fecha de nacimiento o en rama mixta no hay edad ajustada.',
  notGraded: 'Esta modalidad no tiene edad ajustada: solo las carreras de ruta de 5 km a maratón.',
  branchAll: 'Todas',
  noRows: 'Aún no hay finalistas con edad ajustada',
  percent: 'Edad ajustada %',
  gradedTime: 'Tiempo ajustado',
  age: 'Edad',
  sex: 'Rama',
  downloadCsv: 'Descargar CSV',
  csvTruncated: (filas: number) => `El archivo tiene los primeros ${filas.toLocaleString('es-MX')} finalistas.`,
  /** The athlete's card: '72.35 % · Tiempo ajustado 00:41:12'. */
  card: (percent: string, time: string) => `${percent} · Tiempo ajustado ${time}`,
  cardTitle: 'Edad ajustada',
  csvColumns: {
    lugar: 'Lugar',
    numero: 'Número',
    nombre: 'Nombre',
    edad: 'Edad',
    rama: 'Rama',
    categoria: 'Categoría',
    tiempo: 'Tiempo oficial',
    ajustado: 'Tiempo ajustado',
    porcentaje: 'Edad ajustada %',
  },
  /** The open feed serves each athlete's grade, not the age-graded list. */
  feedNoList: 'El feed no ofrece la lista de edad ajustada: la edad ajustada de cada atleta viene en su detalle (athletes/{bib}).',
  fileName: (evento: string, modalidad: string, rama: string) => `${evento} - edad ajustada ${modalidad}${rama ? ` ${rama}` : ''}.csv`,
} as const;
