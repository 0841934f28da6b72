// What the API and the WebSocket answer about a request itself (an empty or malformed body, unknown keys,
// headers too large, a socket's topics and pace): sent by the back end and the local cloud, never drawn
// by the SPA from here, so none of it is in the browser's first load (docs/architecture.md, "First views").
export const requestMessages = {
  emptyRequest: 'La solicitud no trae datos',
  invalidCharacters: 'El texto contiene caracteres no válidos',
  tooLarge: 'Los datos son demasiado grandes para guardarse',
  unknownField: 'Campo no reconocido',
  /** The keys a body carries that its document does not have, each quoted so a trailing blank shows; `more` not listed. */
  unknownFields: (names: readonly string[], more = 0) =>
    `${names.length + more === 1 ? 'Campo no reconocido' : 'Campos no reconocidos'}: ${names.map((name) => `"${name}"`).join(', ')}${more > 0 ? ` y ${more} más` : ''}`,
  serviceUnavailable: 'El servicio no está disponible por el momento; intenta de nuevo en unos minutos',
  headersTooLarge: 'La solicitud trae encabezados demasiado grandes: borra las cookies del sitio y vuelve a intentarlo',
  requestTimeout: 'La solicitud tardó demasiado en llegar; intenta de nuevo',
  hostNotServed: 'La plataforma no sirve este dominio',
  socketMessageUnknown: 'Mensaje no reconocido',
  socketTopicPrivate: 'Tema no disponible',
  socketClosed: 'Conexión cerrada',
  socketTooManyMessages: 'Demasiados mensajes en esta conexión: se cerrará. Vuelve a conectarte en un minuto.',
  socketTooManyTopics: 'Sigues demasiados temas en esta conexión: deja de seguir alguno para seguir otro',
};
