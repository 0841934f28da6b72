// The texts of the retos hub (docs/retos.md §2.5), the authorized users' list (§2.9) and the organizer's page
// of one reto (§2.8), as the spec writes them where it does.
import { momentText } from '@shared/core/moment-text';

export const retoPageTexts = {
  hub: {
    title: 'Eventos virtuales',
    search: 'Buscar evento virtual por ID',
    searchButton: 'Buscar',
    organizerLink: 'Ver mis retos promovidos / Crear un reto',
    mine: 'Mis eventos virtuales',
    none: 'Aún no participas en eventos virtuales: busca uno por su ID o abre el enlace que te compartió su organizador',
    step: (step: number) => `Paso ${step + 1} de 5`,
  },
  authorized: {
    title: 'Eventos virtuales organizados por los usuarios',
    notAuthorized: 'Usuario no autorizado',
    none: 'Aún no hay eventos virtuales',
    organizer: (name: string, lastName: string) => `Organiza: ${name} ${lastName}`,
  },
  organizer: {
    back: 'Mis retos organizados',
    configuration: 'Configuración del reto',
    participants: 'Participantes',
    tabs: {
      configuration: 'Configuración del reto',
      codes: 'Códigos de acceso',
      participants: 'Participantes',
      messages: 'Mensajes',
    },
    /** Read after the count on the 'Mensajes' tab ('Mensajes 3 sin leer'). */
    unreadSuffix: 'sin leer',
  },
  start: 'Inicio',
  end: 'Fin',
  distance: 'Distancia',
  date: (iso: string) => momentText(iso),
} as const;
