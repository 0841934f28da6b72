// The titles and descriptions the HTML documents carry for search engines and link previews
// (docs/sites.md 'Documents'): the platform's pages, an event's pages and an athlete's result.
export const documentTexts = {
  siteName: 'Carreras',
  defaultTitle: 'Carreras: inscripciones y resultados de carreras en México',
  defaultDescription:
    'Inscríbete a carreras en México, sigue los resultados en vivo y consulta tus tiempos, fotos y certificados.',
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'La página que buscas no existe. Consulta los próximos eventos y los resultados de las carreras.',
  pages: {
    'proximos-eventos': {
      title: 'Próximos eventos',
      description: 'Carreras próximas en México: fechas, lugares e inscripciones abiertas.',
    },
    live: { title: 'Eventos en vivo', description: 'Sigue en vivo los resultados preliminares de las carreras en curso.' },
    resultados: {
      title: 'Eventos anteriores',
      description: 'Resultados oficiales de carreras pasadas: ganadores, categorías, tiempos y certificados.',
    },
    'eventos-anteriores': {
      title: 'Eventos anteriores',
      description: 'Resultados oficiales de carreras pasadas: ganadores, categorías, tiempos y certificados.',
    },
    retos: { title: 'Retos', description: 'Retos virtuales: corre a tu ritmo, registra tu tiempo y consigue tu medalla.' },
    servicios: { title: 'Servicios', description: 'Cronometraje, inscripciones en línea y webs de evento para organizadores de carreras.' },
    nosotros: { title: 'Nosotros', description: 'Quiénes somos: la plataforma de inscripciones y resultados de carreras en México.' },
    'politicas-privacidad': { title: 'Aviso de privacidad', description: 'Cómo tratamos tus datos personales en la plataforma.' },
    login: { title: 'Iniciar sesión', description: 'Entra a tu cuenta para ver tus inscripciones, resultados y retos.' },
    registro: { title: 'Crear cuenta', description: 'Crea tu cuenta para inscribirte a carreras y retos.' },
  },
  /** `{fecha}`, `{lugar}`: where and when, written by eventWhenWhere. */
  event: {
    upcoming: (nombre: string, cuando: string) => ({ title: nombre, description: `${nombre}: ${cuando}. Convocatoria e inscripciones.` }),
    registration: (nombre: string, cuando: string) => ({
      title: `Inscripción · ${nombre}`,
      description: `Inscríbete a ${nombre}: ${cuando}. Elige tu modalidad, categoría y paga con tarjeta u OXXO.`,
    }),
    convocatoria: (nombre: string, cuando: string) => ({
      title: `Convocatoria · ${nombre}`,
      description: `Convocatoria de ${nombre}: ${cuando}. Modalidades, categorías e inscripciones.`,
    }),
    results: (nombre: string, cuando: string) => ({
      title: `Resultados · ${nombre}`,
      description: `Resultados de ${nombre} (${cuando}): ganadores, categorías, tiempos y búsqueda por nombre o número.`,
    }),
    live: (nombre: string, cuando: string) => ({
      title: `En vivo · ${nombre}`,
      description: `Resultados preliminares en vivo de ${nombre} (${cuando}).`,
    }),
  },
  athlete: {
    title: (atleta: string, tiempo: string, evento: string) => `${atleta} · ${tiempo} · ${evento}`,
    titleWithoutTime: (atleta: string, evento: string) => `${atleta} · ${evento}`,
    finished: (atleta: string, modalidad: string, evento: string, tiempo: string, lugar: number, categoria: string) =>
      `${atleta} terminó ${modalidad} de ${evento} en ${tiempo}: lugar ${lugar} general${categoria}.`,
    inCategory: (lugar: number, categoria: string) => ` y ${lugar} en ${categoria}`,
    noTime: (atleta: string, evento: string) => `Resultado de ${atleta} en ${evento}.`,
    /** The card's lines. */
    place: (lugar: number) => `Lugar ${lugar} general`,
    placeInCategory: (lugar: number, categoria: string) => `Lugar ${lugar} en ${categoria}`,
    bib: (numero: string) => `Número ${numero}`,
    noTimeOnCard: 'Sin tiempo oficial',
    cardAlt: (atleta: string, evento: string) => `Tarjeta del resultado de ${atleta} en ${evento}`,
  },
  site: {
    /** An organizer web's page without text of its own. */
    description: (titulo: string, cuando: string) => `${titulo}: ${cuando}. Información, convocatoria e inscripciones.`,
    registrationLink: 'Inscríbete',
    convocatoriaLink: 'Convocatoria',
  },
} as const;
