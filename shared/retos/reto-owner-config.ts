// The parts of a reto only the platform's admins set (docs/retos.md §6 'platform owner' panels, §3): the photo
// editor's logos and frames, the categories of each gender, and the access slots codes may use.
import { z } from 'zod';
import { photoConfigSchema } from '@shared/results/page-schemas';

export const retoOwnerMessages = {
  ages: 'La edad inicial no puede ser mayor que la final',
  repeatedCategory: 'Cada categoría necesita su propia clave (codCat)',
} as const;

/** The same logos and frames a timed event's photos use, so the one photo editor draws both. */
export const retoPhotosConfigSchema = photoConfigSchema.pick({ logos: true, marcos: true });
export type RetoPhotosConfig = z.infer<typeof retoPhotosConfigSchema>;

const MAX_CATEGORIES = 30;

const categorySchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    codCat: z.string().trim().min(1).max(20),
    ageStart: z.number().int().min(0).max(120),
    ageEnd: z.number().int().min(0).max(120),
  })
  .refine((category) => category.ageStart <= category.ageEnd, { message: retoOwnerMessages.ages, path: ['ageEnd'] });

const categoriesOfGender = z
  .array(categorySchema)
  .max(MAX_CATEGORIES)
  .refine((list) => new Set(list.map((category) => category.codCat)).size === list.length, retoOwnerMessages.repeatedCategory)
  .default([]);

/** Per gender (M Varonil, F Femenil), each a list of age ranges. */
export const retoCategoriesSchema = z.object({ F: categoriesOfGender, M: categoriesOfGender });
export type RetoCategories = z.infer<typeof retoCategoriesSchema>;
export type RetoCategory = z.infer<typeof categorySchema>;

/** Uses all of a reto's access codes may add up to (10 at creation). */
export const accessCodeAdmitedSchema = z.number().int().min(0).max(1_000_000);
