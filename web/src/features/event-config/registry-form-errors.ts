// Where a registry configuration problem shows in the form: the schema (browser or API) names record
// keys (configModalidad.21K.folios.inicio), the form lists them (configModalidad.0.value.folios.inicio).
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { messages } from '@shared/core/messages';
import { registryConfigSchema, type RegistryConfig } from '@shared/registration/registry-config-schema';
import { registryConfigTexts as texts } from '@shared/registration/registry-config-texts';
import { inputErrorMap } from '@web/lib/input-error-map';
import { toConfigInput, type Keyed, type RegistryFormValues } from './registry-form-model';

const isKeyedList = (node: unknown): node is Keyed<unknown>[] =>
  Array.isArray(node) && node.length > 0 && node.every((entry) => typeof entry === 'object' && entry !== null && 'key' in entry && 'value' in entry);

/** The form path of a schema path; `atKey` points at the entry's key (the schema refused the key itself). */
export function formPathOf(configPath: readonly PropertyKey[], values: RegistryFormValues, atKey = false): string {
  const path: (string | number)[] = [];
  let node: unknown = values;
  for (const segment of configPath) {
    if (isKeyedList(node)) {
      const index = node.findIndex((entry) => entry.key.trim() === String(segment));
      if (index < 0) break;
      path.push(index, 'value');
      node = node[index]?.value;
    } else {
      path.push(typeof segment === 'symbol' ? String(segment) : segment);
      node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[segment as string] : undefined;
    }
  }
  if (atKey && path.at(-1) === 'value') path[path.length - 1] = 'key';
  return path.join('.') || 'root';
}

/** Every keyed list of the form, by its form path. */
function keyedLists(values: RegistryFormValues): [string, Keyed<unknown>[]][] {
  return [
    ['gruposFormularios', values.gruposFormularios],
    ['configModalidad', values.configModalidad],
    ...values.configModalidad.flatMap(({ value }, i): [string, Keyed<unknown>[]][] => [
      [`configModalidad.${i}.value.precio.listaPrecios`, value.precio.listaPrecios],
      [`configModalidad.${i}.value.camposAdicionalesModalidad`, value.camposAdicionalesModalidad],
    ]),
  ];
}

/** Keys are required and unique in their list: a record cannot hold two. */
function keyProblems(values: RegistryFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [listPath, list] of keyedLists(values)) {
    const seen = new Set<string>();
    list.forEach(({ key }, i) => {
      const trimmed = key.trim();
      if (!trimmed) problems[`${listPath}.${i}.key`] = messages.required;
      else if (seen.has(trimmed)) problems[`${listPath}.${i}.key`] = texts.repeatedKey;
      seen.add(trimmed);
    });
  }
  return problems;
}

const asFieldErrors = (flat: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(flat).map(([path, message]): [string, FieldError] => [path, { type: 'validation', message }]));

/** The form's resolver: the API's own schema over the converted values. */
export function registryResolver(zone: string): Resolver<RegistryFormValues, unknown, RegistryConfig> {
  return (values, _context, options) => {
    const problems = keyProblems(values);
    const parsed = registryConfigSchema.safeParse(toConfigInput(values, zone), { error: inputErrorMap });
    if (parsed.success && Object.keys(problems).length === 0) return { values: parsed.data, errors: {} };
    for (const issue of parsed.error?.issues ?? []) problems[formPathOf(issue.path, values, issue.code === 'invalid_key')] ??= issue.message;
    return { values: {}, errors: toNestErrors(asFieldErrors(problems), options) };
  };
}

/** The API's 400 fields ('configModalidad.21K.folios.inicio', '_' for the whole document) as form paths. */
export function serverFieldErrors(fields: Record<string, string>, values: RegistryFormValues): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path === '_' ? 'root' : formPathOf(path.split('.'), values), message]));
}
