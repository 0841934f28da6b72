// What the edge of the API says when it refuses a request: one that came around the site, or one
// more than a client (or an event) may make in a while.
export const edgeTexts = {
  originRefused: 'Solicitud rechazada: usa la dirección del sitio de la plataforma',
  tooManyRequests: (minutes: number) =>
    `Demasiados intentos seguidos. Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} y vuelve a intentarlo.`,
} as const;
