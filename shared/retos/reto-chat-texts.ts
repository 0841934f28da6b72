// What a reto's chat says (docs/retos.md §2.6 two message buttons, §2.8 'Envia mensajes a los
// participantes del evento'): the athlete's buttons and dialogs, the organizer's 'Mensajes' tab, the
// refusals, and the mail to an athlete who left messages unread.
export const chatTexts = {
  broadcastsButton: 'Mensajes del organizador',
  chatButton: 'Chat con el organizador',
  organizerHeading: 'Envia mensajes a los participantes del evento',
  messageLabel: 'Escribe tu mensaje',
  broadcastLabel: 'Mensaje para todos los participantes',
  send: 'Enviar',
  sendToAll: 'Enviar a todos',
  more: 'Mostrar más',
  close: 'Cerrar',
  threads: 'Conversaciones',
  noThreads: 'Aún no hay conversaciones con los participantes',
  noBroadcasts: 'Aún no hay mensajes del organizador',
  noMessages: 'Aún no hay mensajes: escribe al organizador del reto',
  open: 'Abrir',
  noThreadMessages: 'Aún no hay mensajes con este participante: escríbele',
  backToThreads: 'Volver a las conversaciones',
  you: 'Tú',
  organizer: 'Organizador',
  reconnecting: 'Reconectando…',
  unread: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
  charactersLeft: (left: number) => `${left} caracteres disponibles`,
} as const;

export const chatMessages = {
  empty: 'Escribe un mensaje',
  tooLong: 'El mensaje admite hasta 1000 caracteres',
  unreadable: 'El mensaje contiene caracteres no permitidos',
  notParticipant: 'El atleta no participa en este reto',
  broadcastSent: 'Mensaje enviado a todos los participantes',
} as const;

export const chatMailTexts = {
  subject: (eventName: string) => `Tienes mensajes sin leer del reto ${eventName}`,
  greeting: (nombre: string) => `Hola ${nombre}:`,
  unread: (count: number, eventName: string) =>
    `${count === 1 ? 'Tienes 1 mensaje sin leer' : `Tienes ${count} mensajes sin leer`} del organizador del reto «${eventName}».`,
  link: 'Leer los mensajes',
  footer: 'Te escribimos porque no has leído los mensajes en la página del reto. Te avisamos a lo más una vez por hora.',
} as const;
