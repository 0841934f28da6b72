// Small factories for organizer-web content, parsed by the real schema so defaults are filled in.
import { siteContentSchema, siteSectionSchema, type SiteContent, type SiteSection } from '@shared/sites/site-schema';

type SectionInput<C extends SiteSection['component']> = { component: C } & Partial<Omit<Extract<SiteSection, { component: C }>, 'component'>>;

export function aSection<C extends SiteSection['component']>(input: SectionInput<C>): Extract<SiteSection, { component: C }> {
  return siteSectionSchema.parse(input) as Extract<SiteSection, { component: C }>;
}

export function aSite(input: { home?: SiteSection[]; pages?: Record<string, SiteSection[]>; notFound?: SiteSection[]; miniTheme?: Partial<SiteContent['miniTheme']>; title?: string } = {}): SiteContent {
  const pages = Object.fromEntries(Object.entries(input.pages ?? {}).map(([name, sections]) => [name, { title: name, sections }]));
  return siteContentSchema.parse({
    title: input.title ?? 'Medio Maratón de Mérida',
    miniTheme: input.miniTheme ?? {},
    home: { title: 'Inicio', sections: input.home ?? [] },
    notFound: input.notFound ? { title: 'No encontrada', sections: input.notFound } : undefined,
    pages,
  });
}

/** Content that skipped the schema (an old record, a bug elsewhere): the renderer must hold on its own. */
export function unparsed<T>(value: unknown): T {
  return value as T;
}

/** Every component the schema knows, each with something recognisable to look for. */
export function everySection(): SiteSection[] {
  return [
    aSection({ component: 'header', logo: '/media/logo.png', menu: [{ text: 'Ruta', url: '#ruta' }], callToAction: { text: 'Inscríbete', url: '/inscripciones' } }),
    aSection({ component: 'banner', image: { url: 'https://cdn.example.mx/portada.jpg', alt: 'Corredores en la salida' }, size: 'big', height: 420 }),
    aSection({ component: 'space', height: 48 }),
    aSection({ component: 'image', image: { url: '/media/ruta.png', alt: 'Mapa de la ruta' } }),
    aSection({ component: 'title', text: 'Corre por Mérida' }),
    aSection({ component: 'textWithTitle', title: 'La carrera', body: 'Salida a las **7:00** desde el Paseo de Montejo.', sectionID: 'ruta' }),
    aSection({ component: 'infoBoxes', kind: 'textImage', boxes: [{ title: 'Kit', body: 'Playera y medalla', image: '/media/kit.png', price: '', button: { text: 'Ver kit', url: '/kit' } }] }),
    aSection({ component: 'infoBoxes', kind: 'price', boxes: [{ title: 'Preventa', body: 'Hasta el 1 de febrero', image: '', price: '$450 MXN' }] }),
    aSection({ component: 'infoBoxes', kind: 'textImage2', boxes: [{ title: 'Hidratación', body: 'Cada 3 km', image: '/media/agua.png', price: '' }] }),
    aSection({ component: 'socialMedia', links: [{ network: 'instagram', url: 'https://instagram.com/mediomaratonmerida' }] }),
    aSection({ component: 'gallery', images: [{ url: '/media/g1.jpg', alt: 'Meta 2025' }, { url: '/media/g2.jpg', alt: 'Podio 2025' }] }),
    aSection({ component: 'video', provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Recorrido en video' }),
    aSection({ component: 'video', provider: 'vimeo', videoId: '76979871', title: '' }),
    aSection({ component: 'countdown', title: 'Faltan', until: '2099-01-01T00:00:00-06:00' }),
    aSection({ component: 'form', eventId: 7, grupo: 'contacto' }),
    aSection({ component: 'registration', eventId: 7 }),
    aSection({ component: 'eventList', status: 2, title: 'Próximos' }),
    aSection({ component: 'eventWeb', eventId: 7 }),
    aSection({ component: 'download', text: 'Reglamento', url: '/media/reglamento.pdf' }),
    aSection({ component: 'insertView', page: 'patrocinadores' }),
    aSection({ component: 'resultView', eventId: 7, viewIndex: 0 }),
    aSection({ component: 'notFound' }),
    aSection({ component: 'footer', body: 'Organiza **Club Corredores Mérida**', links: [{ text: 'Aviso de privacidad', url: '/privacidad' }] }),
  ];
}
