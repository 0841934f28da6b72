// The admin area's group texts (docs/registrant-admin.md, Groups), in Spanish.
export const groupAdminTexts = {
  title: (etiqueta: string) => `Grupo: ${etiqueta}`,
  members: 'Integrantes del grupo',
  payer: 'pagó el grupo',
  noFolio: 'sin folio',
  open: (nombre: string) => `Ver a ${nombre}`,
} as const;
