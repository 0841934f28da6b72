// Access codes of a reto (docs/retos.md §3 Event pass, §4, §5 Access-code generation, §9): the
// organizer generates 1–500 codes of 1–1,000 uses each, never more uses in all than the reto's
// available slots (accessCodeAdmited); the list shows 10 and then more.
import { z } from 'zod';

export const CODE_LENGTH = 6;
export const CODES_PAGE = 10;

export const generateCodesSchema = z.object({
  quantity: z.number().int().min(1).max(500),
  uses: z.number().int().min(1).max(1000),
  /** The request's own id: sent again after a lost answer, it makes no more codes. */
  intento: z.uuid(),
});
export type GenerateCodesRequest = z.infer<typeof generateCodesSchema>;

export const toggleCodeSchema = z.object({ active: z.boolean() });

export const codeMessages = {
  limit: (limit: number) => `El límite de accesos permitidos es de ${limit}`,
  exhausted: 'Código agotado: todos sus accesos ya se usaron y no se puede liberar',
  unknown: 'Código inválido',
  copied: 'Código copiado en el porta papeles, puedes pegarlo donde gustes compartir',
  generated: (count: number) => `${count === 1 ? 'Se generó 1 código' : `Se generaron ${count} códigos`}`,
} as const;

export const codeTexts = {
  title: 'Códigos de acceso',
  quantity: 'Cantidad de códigos',
  uses: 'Usos por código',
  generate: 'Generar códigos',
  more: 'Mostrar más',
  share: 'Compartir',
  whatsapp: 'WhatsApp',
  activate: 'Activar',
  deactivate: 'Desactivar',
  active: 'Activo',
  inactive: 'Inactivo',
  used: (count: number, uses: number) => `${count} de ${uses} usos`,
  slots: (issued: number, limit: number) => `Accesos asignados: ${issued} de ${limit}`,
  none: 'Aún no hay códigos para este reto',
  shareText: (eventName: string) => `Te invito al reto virtual «${eventName}». Regístrate con esta liga:`,
} as const;

/** An access code as the organizer's list shows it. */
export interface AccessCodeView {
  code: string;
  uses: number;
  usedCount: number;
  active: boolean;
  /** Every use taken: it admits nobody more and cannot be switched on again. */
  exhausted: boolean;
  date: string;
}

/** The link an athlete opens to register with the code already written (docs/platform.md §2.1). */
export function codeLinkPath(eventId: string, code: string): string {
  return `/retos/${encodeURIComponent(eventId)}/code/${encodeURIComponent(code)}`;
}

/** Where the next page of the list starts: the last code shown. */
export const codesCursorSchema = z
  .string()
  .max(80)
  .regex(/^[0-9TZ:.-]{1,40}\|[A-Z0-9]{6}$/)
  .optional();

export const codeCursorOf = (view: AccessCodeView) => `${view.date}|${view.code}`;

export interface AccessCodePage {
  codes: AccessCodeView[];
  issued: number;
  limit: number;
  cursor?: string;
}
