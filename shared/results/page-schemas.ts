// The event's presentation sections: photo frames and logos, convocatoria blocks, custom views and strings.
import { z } from 'zod';
import { boundedRecord } from '@shared/core/input-bounds';
import { imageUrlSchema, linkUrlSchema } from '@shared/core/url-schemas';

const code = z.string().min(1).max(60);
const label = (max = 200) => z.string().max(max).default('');
/** A CSS colour or font name as the organizer writes it. */
const cssValue = (fallback: string) => z.string().max(100).default(fallback);

export const photoConfigSchema = z.object({
  logos: z
    .array(
      z.object({
        codLogo: code,
        descripcion: label(),
        rutaLogo: imageUrlSchema,
        /** 1 to 4 are the corners, 4 bottom right. */
        posicion: z.number().int().min(1).max(4).default(4),
        anchoLogo: z.number().min(0.05).max(1).default(0.25),
        margen: z.number().min(0).max(200).default(15),
      }),
    )
    .max(20)
    .default([]),
  marcos: z
    .array(
      z.object({
        codMarco: code,
        descripcion: label(),
        rutaMarco: imageUrlSchema,
        tipo: z.enum(['horizontal', 'vertical', 'cuadrado']).default('horizontal'),
      }),
    )
    .max(20)
    .default([]),
  /** Photos of an athlete: adjusted times within ± this many seconds of a split. */
  photoWindowSeconds: z.number().min(1).max(3600).default(200),
});
export type PhotoConfig = z.infer<typeof photoConfigSchema>;

export const convocatoriaBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), title: label(), text: z.string().max(20_000) }),
  z.object({ type: z.literal('array'), title: label(), items: z.array(z.string().max(2000)).max(200) }),
  z.object({ type: z.literal('link'), text: z.string().max(200), url: linkUrlSchema }),
  z.object({ type: z.literal('image'), url: imageUrlSchema, alt: label() }),
  z.object({ type: z.literal('place'), name: z.string().max(200), lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  z.object({ type: z.literal('modalities'), title: label() }),
]);
export const convocatoriaSchema = z.object({ blocks: z.array(convocatoriaBlockSchema).max(200).default([]) });
export type Convocatoria = z.infer<typeof convocatoriaSchema>;

export const miniThemeSchema = z.object({
  background: cssValue('#ffffff'),
  backgroundImage: z.union([z.literal(''), imageUrlSchema]).default(''),
  color: cssValue('#000000'),
  fontFamily: cssValue('inherit'),
  fontSize: z.number().min(6).max(200).default(24),
  height: z.number().min(50).max(4000).default(600),
  width: z.number().min(50).max(4000).default(800),
  padding: z.number().min(0).max(500).default(16),
  paddingBox: z.number().min(0).max(500).default(8),
});

export const customViewSchema = z.object({
  name: label(120),
  /** Text boxes: `[field]` is a result field; `#n#` / `#-n#` the nth result by fhm (from the end if negative). */
  views: z.array(z.object({ text: z.string().max(2000), x: z.number().min(0).max(1).default(0), y: z.number().min(0).max(1).default(0) })).max(200),
  miniTheme: miniThemeSchema.prefault({}),
});
export const customViewsSchema = z.array(customViewSchema).max(50);
export type CustomView = z.infer<typeof customViewSchema>;

export const customStringsSchema = boundedRecord(z.string().min(1).max(60), z.string().max(500), 500);
