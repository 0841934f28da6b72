// The waiting list's texts (docs/registration.md, Waiting list), in Spanish: the registration flow's,
// the API's refusals, the mails and the admin area's.
export const waitlistTexts = {
  join: 'Unirme a la lista de espera',
  joinHint: 'Sin pago: si se libera un lugar te lo ofrecemos por correo, en orden de llegada.',
  joined: (posicion: number) => `Estás en la lista de espera, en el lugar ${posicion}. Te avisaremos por correo si se libera un lugar.`,
  joinedTitle: 'Lista de espera',
  leave: 'Salir de la lista de espera',
  left: 'Saliste de la lista de espera.',
  waiting: (posicion: number) => `Estás en la lista de espera, en el lugar ${posicion}.`,
  offerTitle: 'Tienes un lugar apartado',
  offerText: (vence: string) => `Completa tu inscripción antes de ${vence}; después el lugar pasa a la siguiente persona de la lista.`,
  checking: 'Revisando tu lugar en la lista de espera…',
};

export const waitlistApiMessages = {
  notSoldOut: 'La modalidad aún tiene lugares: inscríbete directamente',
  unknownModality: 'La modalidad no existe en este evento',
  alreadyWaiting: 'Este correo ya está en la lista de espera de esta modalidad',
  full: 'La lista de espera de esta modalidad está llena',
  closed: 'El evento no está recibiendo inscripciones',
  notFound: 'No encontramos ese lugar en la lista de espera',
  offerGone: 'Tu oferta de lugar ya no está vigente: venció o la lista siguió su orden',
};

export const waitlistMailTexts = {
  joinedSubject: (evento: string) => `Estás en la lista de espera - ${evento}`,
  joined: (nombres: string, modalidad: string, posicion: number) =>
    `Hola ${nombres}: quedaste en la lista de espera de ${modalidad}, en el lugar ${posicion}. Si se libera un lugar te escribiremos con una liga para inscribirte.`,
  leaveLink: 'Si ya no quieres esperar, sal de la lista aquí',
  offerSubject: (evento: string) => `Se liberó un lugar para ti - ${evento}`,
  offer: (nombres: string, modalidad: string, vence: string) =>
    `Hola ${nombres}: se liberó un lugar en ${modalidad} y lo apartamos para ti hasta ${vence}. Completa tu inscripción con esta liga; si no, el lugar pasa a la siguiente persona de la lista.`,
  offerLink: 'Completar mi inscripción',
};

export const waitlistAdminTexts = {
  empty: 'Nadie espera lugar en este evento.',
  columns: { acciones: 'Acciones', posicion: 'Lugar', nombre: 'Nombre', correo: 'Correo', estado: 'Estado' },
  waiting: 'En espera',
  offered: (vence: string) => `Lugar ofrecido hasta ${vence}`,
  up: (nombre: string) => `Subir a ${nombre}`,
  down: (nombre: string) => `Bajar a ${nombre}`,
  remove: (nombre: string) => `Quitar a ${nombre} de la lista`,
  removed: 'Se quitó de la lista de espera',
  moved: 'Se cambió el orden de la lista',
  counts: (esperando: number, ofrecidas: number) => `${esperando} en espera · ${ofrecidas} con lugar ofrecido`,
  dashboard: (esperando: number, ofrecidas: number) => `Lista de espera: ${esperando} en espera · ${ofrecidas} con lugar ofrecido`,
};
