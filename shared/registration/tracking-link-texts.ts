// Texts of tracking links (docs/sites.md 'Tracking links'): the API's refusals and the admin's card.
export const trackingLinkMessages = {
  badTkl: 'La liga lleva de 1 a 40 letras sin acentos, números, - o _',
  reservedTkl: "La liga no puede llamarse 'direct'",
} as const;

export const trackingLinkTexts = {
  title: 'Ligas de seguimiento',
  intro: 'Comparte la liga con ?tkl= para saber cuántas visitas e inscritos trae cada anuncio o publicación.',
  columns: { liga: 'Liga', visitas: 'Visitas', inscritos: 'Inscritos', pagados: 'Pagados' },
  otras: 'Otras ligas',
  nameLabel: 'Nombre de la liga',
  namePlaceholder: 'instagram',
  copy: 'Copiar liga',
  copied: 'Liga copiada',
  copyFailed: 'No se pudo copiar: selecciona la liga y cópiala',
  /** The registrant detail's line. */
  registrantLink: 'Liga de seguimiento',
} as const;
