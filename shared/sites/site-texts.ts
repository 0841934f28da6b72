// Texts of organizer webs (docs/platform.md §2.1, docs/sites.md §2.10) and of their editor's validation.
import { urlMessages } from '@shared/core/url-shapes';

export const siteTexts = {
  notFoundTitle: 'PÁGINA NO ENCONTRADA',
  notFoundText: 'Intenta una ruta diferente',
  goHome: 'Ir al inicio',
  formSent: 'Formulario enviado correctamente',
  formBack: 'Regresar al formulario',
  formSubmit: 'Enviar',
  registrationButton: 'Inscripciones',
  resultsButton: 'Resultados',
  download: 'Descargar',
  countdownDone: '¡Llegó el día!',
  countdownUnits: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
} as const;

export const siteMessages = {
  required: 'Campo requerido',
  badLink: urlMessages.badLink,
  badImage: urlMessages.badImage,
  badColor: 'Escribe el color como #RRGGBB',
  badSectionId: 'El id de la sección lleva solo letras, números, - y _ (hasta 60)',
  badVideo: 'Escribe solo el id del video (de 5 a 20 letras, números, - o _)',
  badPageName: 'El nombre de la página lleva solo minúsculas, números y - (hasta 60)',
  reservedPageName: "El nombre de la página no puede ser 'web'",
  tooManyPages: 'Un sitio tiene a lo más 30 páginas',
  tooBig: 'El sitio es demasiado grande: quita texto o secciones',
  badSlug: 'El subdominio lleva de 3 a 40 minúsculas, números o -, sin - al principio ni al final',
  slugReserved: 'Ese subdominio está reservado para la plataforma: elige otro nombre',
  slugPunycode: 'El subdominio no puede llevar -- en su tercer y cuarto carácter (como xn--, que el navegador muestra con letras de otros alfabetos)',
  badDomain: 'Escribe un dominio como www.micarrera.mx',
  foreignEvent: 'Solo puedes mostrar el evento del sitio o uno que administre la cuenta dueña del sitio',
} as const;

/** The organizer-web API's answers (docs/sites.md). */
export const siteApiMessages = {
  staleDraft: 'Otra persona guardó el sitio mientras lo editabas: recarga para ver sus cambios antes de guardar los tuyos',
  noSite: 'El evento aún no tiene sitio: guárdalo antes de publicarlo',
  hostTaken: 'Esa dirección ya la usa otro sitio',
  pendingElsewhere: (recordName: string, value: string) =>
    `Otro sitio agregó este dominio y aún no lo verifica. Si el dominio es tuyo, publica el registro TXT ${recordName} con el valor ${value} y vuelve a agregarlo: se queda con él quien lo verifique primero`,
  slugLookAlike: 'Ese subdominio se lee casi igual que el de otro sitio (como 0 por o, 1 por l o rn por m): elige otro nombre',
  mainHost: 'Esa dirección es de la plataforma',
  hostNotFound: 'El sitio no tiene esa dirección',
  notVerified: 'Aún no encontramos el registro TXT en el DNS del dominio; puede tardar hasta una hora en propagarse',
  domainServedElsewhere: 'Ese dominio ya lo sirve otra cuenta o distribución de CloudFront: quítalo de ahí y vuelve a verificarlo',
  domainsNotServed: 'Esta instalación de la plataforma no sirve dominios propios; usa el subdominio gratuito',
  domainNotServed: 'El registro TXT está listo, pero no pudimos preparar el dominio para servir el sitio; vuelve a verificarlo en unos minutos',
  domainNotReleased: 'No pudimos dejar de servir el dominio; vuelve a quitarlo en unos minutos',
  siteNotFound: 'No hay un sitio publicado en esta dirección',
  noEventWeb: 'El evento no tiene una web publicada',
  foreignEvent: (place: string, eventId: number) =>
    `${place} muestra el evento ${eventId}, que no administra la cuenta dueña del sitio: una sección de la plataforma solo muestra el evento del sitio o uno que ella administre`,
} as const;
