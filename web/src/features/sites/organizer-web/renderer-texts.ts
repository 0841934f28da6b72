// Texts the organizer-web renderer shows besides the site's own (those are in shared/sites/site-texts.ts).
import type { SOCIAL_NETWORKS } from '@shared/sites/site-schema';

export const rendererTexts = {
  menu: 'Menú principal',
  socialMedia: 'Redes sociales',
  gallery: 'Galería de fotos',
  countdown: 'Cuenta regresiva',
  video: 'Video',
  /** A clickable image whose organizer left no description. */
  imageLink: 'Abrir enlace',
  networks: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    strava: 'Strava',
    whatsapp: 'WhatsApp',
  } satisfies Record<(typeof SOCIAL_NETWORKS)[number], string>,
} as const;
