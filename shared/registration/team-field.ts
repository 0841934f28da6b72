// The club or team a registrant gave (docs/results.md, Equipos): a registration field named 'club' or
// 'equipo' (its campo or its iDCampo, ignoring case and accents), in the general form, a field group or
// a modality's fields. The start list takes it by bib when the timing system sends no team.
import { TEAM_NAME_MAX_LENGTH } from '@shared/results/result-row';
import { normalizeName } from '@shared/results/search';
import { valueText, type FieldValue } from './form-fields';
import type { FormField, RegistryConfig } from './registry-config-schema';

const TEAM_FIELD_NAMES: ReadonlySet<string> = new Set(['club', 'equipo']);
/** Fields whose value is a name: not a check box, a title or an option. */
const NAMING_TYPES: ReadonlySet<FormField['tipoCampo']> = new Set(['text', 'Select', 'radio']);

const namesTeam = (field: FormField) => NAMING_TYPES.has(field.tipoCampo) && (TEAM_FIELD_NAMES.has(normalizeName(field.campo)) || TEAM_FIELD_NAMES.has(normalizeName(field.iDCampo)));

/** The configuration's team fields, each iDCampo once, the general form's first. */
export function teamFields(config: RegistryConfig): FormField[] {
  const groups = [config.formulario, ...Object.values(config.gruposFormularios), ...Object.values(config.configModalidad).flatMap((modality) => Object.values(modality.camposAdicionalesModalidad))];
  const fields = new Map<string, FormField>();
  for (const field of groups.flat()) if (namesTeam(field) && !fields.has(field.iDCampo)) fields.set(field.iDCampo, field);
  return [...fields.values()];
}

/** The first team a registrant's answers name in these fields, trimmed to what a start list holds. */
export function registrantTeam(fields: readonly FormField[], campos: Readonly<Record<string, FieldValue | undefined>>): string | undefined {
  for (const field of fields) {
    const value = campos[field.iDCampo];
    if (value === undefined || typeof value === 'boolean') continue;
    const team = valueText(field, value).trim().slice(0, TEAM_NAME_MAX_LENGTH).trim();
    if (team) return team;
  }
  return undefined;
}
