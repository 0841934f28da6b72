// An organizer web (docs/retos.md §3 Organizer web, docs/sites.md §2.10 sections): a title, an icon, a mini theme
// and named pages (containers) made of sections. Every text and URL an organizer writes is bounded
// here, and only URLs of the allowed shapes pass: nothing a site holds can run script or load a
// foreign frame (videos are provider ids, not URLs).
import { z } from 'zod';
import { imageUrlSchema, linkUrlSchema } from '@shared/core/url-schemas';
import { siteMessages } from './site-texts';

const text = (max: number) => z.string().trim().max(max);
const label = (max = 200) => text(max).default('');


const color = (fallback: string) => z.string().regex(/^#[0-9a-fA-F]{6}$/, siteMessages.badColor).default(fallback);

/** The type faces an organizer may choose, each a local font stack (no font is fetched from elsewhere). */
export const FONT_FAMILIES = ['sistema', 'serif', 'redondeada', 'condensada', 'monoespaciada'] as const;

export const siteThemeSchema = z.object({
  primary: color('#e8630a'),
  secondary: color('#1f2937'),
  text: color('#111827'),
  background: color('#ffffff'),
  fontFamily: z.enum(FONT_FAMILIES).default('sistema'),
  backgroundImage: z.union([imageUrlSchema, z.literal('')]).default(''),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** A section's id on its page (the target of '#id' links). */
const sectionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, siteMessages.badSectionId);

const layout = {
  /** 1 to 6 (docs/sites.md §2.10): full, half, third, quarter, half on small screens, quarter on larger and half on small. */
  width: z.number().int().min(1).max(6).default(1),
  hide: z.boolean().default(false),
  padding: z.number().int().min(0).max(200).default(16),
  sectionID: z.union([sectionIdSchema, z.literal('')]).default(''),
};

const link = z.object({ text: text(80).min(1, siteMessages.required), url: linkUrlSchema });
const image = z.object({ url: imageUrlSchema, alt: label(200) });
/** Markdown; the page renders it without HTML, so no tag an organizer writes reaches the browser. */
const markdown = label(20_000);
/** An event a section shows, or the event of the site a form is sent from. */
export const eventIdSchema = z.number().int().min(1).max(999_999_999);
const eventId = eventIdSchema;

export const REGISTRATION_RENDERS = ['view', 'viewandButton', 'viewFull', 'viewFullandButton', 'image', 'button'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'strava', 'whatsapp'] as const;

const section = <K extends string, S extends z.ZodRawShape>(component: K, shape: S) => z.object({ component: z.literal(component), ...layout, ...shape });

export const siteSectionSchema = z.discriminatedUnion('component', [
  section('banner', { image, size: z.enum(['big', 'small']).default('big'), height: z.number().int().min(80).max(1200).default(360), clickUrl: z.union([linkUrlSchema, z.literal('')]).default('') }),
  section('space', { height: z.number().int().min(0).max(600).default(40) }),
  section('header', { logo: z.union([imageUrlSchema, z.literal('')]).default(''), menu: z.array(link).max(12).default([]), callToAction: link.optional() }),
  section('image', { image, clickUrl: z.union([linkUrlSchema, z.literal('')]).default('') }),
  section('title', { text: text(200).min(1, siteMessages.required), align: z.enum(['left', 'center', 'right']).default('center') }),
  section('textWithTitle', { title: label(200), body: markdown }),
  section('infoBoxes', {
    /** The spec's three kinds: text and image, price, text and image 2 (image beside the text). */
    kind: z.enum(['textImage', 'price', 'textImage2']).default('textImage'),
    boxes: z
      .array(z.object({ title: label(120), body: label(2000), image: z.union([imageUrlSchema, z.literal('')]).default(''), price: label(40), button: link.optional() }))
      .min(1, siteMessages.required)
      .max(8),
  }),
  section('footer', { body: markdown, links: z.array(link).max(12).default([]) }),
  section('socialMedia', { links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string().trim().max(500).regex(/^https:\/\/[^\s<>"'`\\]{1,490}$/, siteMessages.badLink) })).min(1, siteMessages.required).max(10) }),
  section('gallery', { images: z.array(image).min(1, siteMessages.required).max(60) }),
  section('video', { provider: z.enum(['youtube', 'vimeo']), videoId: z.string().regex(/^[A-Za-z0-9_-]{5,20}$/, siteMessages.badVideo), title: label(200) }),
  section('countdown', { title: label(200), until: z.iso.datetime({ offset: true }), doneText: label(200) }),
  section('form', { eventId, grupo: text(60).min(1, siteMessages.required), title: label(200), submitText: label(60), backText: label(60) }),
  section('registration', { eventId, render: z.enum(REGISTRATION_RENDERS).default('viewandButton'), buttonText: label(60), image: z.union([imageUrlSchema, z.literal('')]).default('') }),
  section('eventList', { status: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(2), title: label(200) }),
  section('eventWeb', { eventId }),
  section('download', { text: text(80).min(1, siteMessages.required), url: linkUrlSchema }),
  section('insertView', { page: z.string().regex(/^[a-z0-9-]{1,60}$/, siteMessages.badPageName) }),
  section('resultView', { eventId, viewIndex: z.number().int().min(0).max(49) }),
  /** The event's results widget (docs/results.md 'The results widget'): its lists and, while live, its passes. */
  section('results', { eventId, title: label(200) }),
  section('notFound', {}),
]);
export type SiteSection = z.infer<typeof siteSectionSchema>;
export type SectionComponent = SiteSection['component'];

export const sitePageSchema = z.object({ title: label(120), sections: z.array(siteSectionSchema).max(60).default([]) });
export type SitePage = z.infer<typeof sitePageSchema>;

/** A page's name in the site's paths: lower case, digits and dashes (so never 'evento_…'), and not 'web', which shows the event's web. */
export const pageNameSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, siteMessages.badPageName)
  .refine((name) => name !== 'web', siteMessages.reservedPageName);

/** A site's whole document as JSON text, at most: it is stored in one item (DynamoDB takes 400 KB). */
export const MAX_SITE_CHARS = 300_000;

export const siteContentSchema = z.object({
  title: text(120).min(1, siteMessages.required),
  icon: z.union([imageUrlSchema, z.literal('')]).default(''),
  miniTheme: siteThemeSchema.prefault({}),
  home: sitePageSchema.prefault({}),
  notFound: sitePageSchema.optional(),
  pages: z
    .record(z.string().max(60), sitePageSchema)
    .superRefine((pages, context) => {
      const names = Object.keys(pages);
      if (names.length > 30) context.addIssue({ code: 'custom', message: siteMessages.tooManyPages });
      // Each name checked here, so its own message (not a record's generic one) reaches the editor.
      for (const name of names) {
        const problem = pageNameSchema.safeParse(name).error?.issues[0];
        if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [name] });
      }
    })
    .default({}),
}).refine((content) => JSON.stringify(content).length <= MAX_SITE_CHARS, siteMessages.tooBig);
export type SiteContent = z.infer<typeof siteContentSchema>;

/** A site's free subdomain: what goes before the main domain. */
export const siteSlugSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, siteMessages.badSlug);
