// The Spanish texts of push notices (docs/realtime.md, "Push notices"): the notices themselves, the
// live page's bell and the answers of the subscription routes.
export const pushTexts = {
  finished: (name: string, bib: string, time: string) => `${name} (${bib}) cruzó la meta: ${time}`,
  passed: (name: string, bib: string, point: string, time: string) => `${name} (${bib}) pasó por ${point}: ${time}`,
  finishPoint: 'la meta',
  openHint: 'Toca para ver su detalle.',
  bellOff: 'Avisarme',
  bellAsking: 'Activando avisos…',
  bellOn: 'Avisos activados',
  bellOffLabel: (name: string) => `Avisarme cuando ${name} pase por un punto o llegue a la meta`,
  bellOnLabel: (name: string) => `Dejar de recibir avisos de ${name}`,
  blocked: 'Los avisos están bloqueados en este navegador',
  unsupported: 'Este navegador no recibe avisos',
  failed: 'No se pudieron activar los avisos. Inténtalo de nuevo.',
  invalidKey: 'La clave de la suscripción no es válida.',
  endpointNotAllowed: 'Este servicio de avisos no está admitido.',
  tooManyAthletes: (max: number) => `Ya recibes avisos de ${max} atletas en este evento: desactiva alguno para activar otro.`,
  subscriptionTaken: 'Esta suscripción de avisos ya pertenece a otro navegador.',
  athleteNotFound: 'No encontramos a ese atleta en este evento.',
} as const;
