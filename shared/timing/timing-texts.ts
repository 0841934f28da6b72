// What the timing API answers timing systems, and its OpenAPI document's words.
/** What the timing API answers timing systems: ingest of reads, start lists and whole results. */
export const timingTexts = {
  invalidApiKey: 'Llave de cronometraje inválida, revocada o de otro evento (encabezado x-api-key)',
  invalidCsv: 'CSV inválido: se requiere una fila de encabezados y comillas cerradas',
  invalidBody: (list: string) => `El cuerpo debe ser JSON con la lista "${list}" o CSV con fila de encabezados`,
  batchTooLarge: (max: number) => `Máximo ${max} registros por lote: divide el lote y envíalo de nuevo`,
  timeOutsideEvent: (fechaEvento: string) => `time: fuera de las fechas del evento (${fechaEvento}: desde un día antes hasta siete días después)`,
  repeatedBib: 'número repetido en este lote',
  unknownModality: 'no es una modalidad del evento',
  unknownSerie: (modalidad: string) => `no es una salida de la modalidad ${modalidad}`,
  impossibleDate: 'ese día no existe en el calendario',
  bornAfterRace: 'es posterior a la fecha del evento',
} as const;

/** The timing API's OpenAPI document (/api/timing/openapi.json), read by timing-system integrators. */
export const timingApiDocTexts = {
  title: 'API de cronometraje',
  description:
    'Los sistemas de cronometraje envían la lista de salida, las lecturas de los tapetes y, si calculan sus propios resultados, los renglones completos. Cada evento tiene sus llaves; la llave va en el encabezado x-api-key. Cada renglón se valida por separado: un renglón inválido se informa por su índice y no detiene el resto.',
  apiKey: 'Llave de cronometraje del evento, creada por el organizador en la consola.',
  eventId: 'Número del evento (iDEvento).',
  reads: 'Lote de lecturas (máximo 1000). JSON {"reads": [...]} o CSV con encabezados readId,bib,chip,point,time,lap. Una lectura necesita bib o chip (un chip que la lista de salida aún no tiene se guarda y cuenta en cuanto la lista lo asigna); lap es un número entero; la hora debe caer entre el día anterior al evento y siete días después; sin readId se identifica por atleta, punto, vuelta y hora, así que reenviar un lote no duplica nada. Las lecturas del mismo atleta en el mismo punto dentro del tiempo muerto del evento conservan la primera.',
  athletes: 'Lista de salida (máximo 500 por solicitud; una lista mayor, como la de 30 000 atletas de un maratón, se envía en partes). JSON {"athletes": [...]} o CSV con encabezados bib,chip,nombre,apellidos,rama,fechaNacimiento,categoria,modalidad,serie,equipo. Cada renglón reemplaza al de su número. chip es opcional: sin él, las lecturas del atleta deben llevar bib. equipo (el club o equipo, para el reporte de equipos) es opcional: sin él, el atleta toma el que dio al inscribirse con ese número, si el registro del evento pide un campo club o equipo. Se rechaza, con su índice y motivo, el renglón cuya modalidad no existe en el evento, cuya serie no es una salida de su modalidad, o cuya fechaNacimiento no es un día del calendario o es posterior a la fecha del evento.',
  results: 'Renglones de resultados completos (máximo 1000), para software que calcula sus propios tiempos: JSON {"results": [...]}. Cada renglón reemplaza al calculado con lecturas para su número; las posiciones se recalculan con todos los renglones del evento.',
  startList: 'La lista de salida como la guarda la app de cronometraje manual para trabajar sin conexión: número, nombre y modalidad de cada atleta (hasta 20 lecturas cada diez minutos por llave).',
  startListAnswer: 'Todos los atletas de la lista de salida.',
  ingestAnswer: 'Lecturas nuevas guardadas, lecturas ya recibidas antes y renglones rechazados con su índice y motivo.',
  storedAnswer: 'Renglones guardados y renglones rechazados con su índice y motivo.',
  badRequest: 'Cuerpo inválido o lote demasiado grande; no se guardó nada.',
  unauthorized: 'Llave ausente, inválida, revocada o de otro evento; no se guardó nada.',
  notFound: 'Número de evento inválido.',
  openApi: 'Este documento.',
} as const;
