// The keys of a JSON body that its schema does not know (docs/security.md, "Every input is bounded"):
// zod drops them without a word, so a misspelt key of a configuration would be read as the key's
// absence and its default stored in place of what was meant. The walk follows the schema through
// its wrappers and, for a union, through the option the value parses as (zod's own choice).
import { z } from 'zod';

export type KeyPath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const pathText = (path: KeyPath) => JSON.stringify(path);

/** The path of every key in `value` that no object of `schema` declares or lets through, in the body's order. */
export function unknownKeyPaths(schema: z.core.$ZodType, value: unknown, path: KeyPath = []): KeyPath[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return [];
      return Object.entries(value).flatMap(([key, item]) => {
        const known = Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall;
        if (!known || (known as z.core.$ZodTypes)._zod.def.type === 'never') return [[...path, key]];
        return unknownKeyPaths(known, item, [...path, key]);
      });
    }
    case 'record':
      return isRecord(value) ? Object.entries(value).flatMap(([key, item]) => unknownKeyPaths(def.valueType, item, [...path, key])) : [];
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => unknownKeyPaths(def.element, item, [...path, index])) : [];
    case 'tuple': {
      if (!Array.isArray(value)) return [];
      return value.flatMap((item, index) => {
        const element = def.items[index] ?? def.rest;
        return element ? unknownKeyPaths(element, item, [...path, index]) : [];
      });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return unknownKeyPaths(def.innerType, value, path);
    case 'pipe':
      return unknownKeyPaths(def.in, value, path);
    case 'lazy':
      return unknownKeyPaths(def.getter(), value, path);
    case 'union': {
      const option = def.options.find((candidate) => z.safeParse(candidate, value).success);
      return option ? unknownKeyPaths(option, value, path) : [];
    }
    case 'intersection': {
      // A key one side declares is known: only what both sides leave out is unknown.
      const right = new Set(unknownKeyPaths(def.right, value, path).map(pathText));
      return unknownKeyPaths(def.left, value, path).filter((unknown) => right.has(pathText(unknown)));
    }
    default:
      return [];
  }
}
