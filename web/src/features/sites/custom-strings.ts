import { customStringDefaults } from '@shared/results/results-texts';

export type CustomStringKey = keyof typeof customStringDefaults;

/** An organizer's text for a label (customStrings), or the spec's default when it set none. */
export function customString(strings: Record<string, string>, key: CustomStringKey): string {
  return strings[key]?.trim() || customStringDefaults[key];
}
