// What a tracking link's name (?tkl=) may be, without zod: tklSchema bounds it with these rules
// (shared/registration/tracking-links.ts), and every page the SPA opens with a ?tkl= checks it
// before any validating code has loaded (docs/architecture.md, "First views").
import { registrantValues } from './registrant-values';

export const TKL_SHAPE = /^[A-Za-z0-9_-]{1,40}$/;

/** The reserved name of registrations that came with no link. */
export const isReservedTkl = (tkl: string) => tkl === registrantValues.sinTkl;

export const isTrackingLink = (tkl: string | null): tkl is string => tkl !== null && TKL_SHAPE.test(tkl) && !isReservedTkl(tkl);
