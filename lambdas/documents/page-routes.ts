// The SPA's route shapes the documents tell apart by a path's segments (web/src/app/routes.tsx).
import { eventIdOfIndex } from '@shared/results/event-paths';

/** `/proximos-eventos/evento_{id}/inscripcion`, the registration, on the main host and on an organizer's: its event. */
export const registrationEventId = ([first, second, third, ...rest]: string[]): number | undefined =>
  first === 'proximos-eventos' && third === 'inscripcion' && rest.length === 0 ? eventIdOfIndex(second) : undefined;

/** `/retos/{eventID}` and `/retos/{eventID}/code/{code}`, a reto's athlete page: its reto's id. */
export const retoPageId = ([first, second, third, fourth, ...rest]: string[]): string | undefined =>
  first === 'retos' && second && rest.length === 0 && (third === undefined || (third === 'code' && fourth)) ? second : undefined;
