// 'Nombre o Número' over an event's registrants (docs/registration.md §5 Search): a number is a
// folio, found exactly; text of more than 2 characters finds the registrants whose name has, for each
// word typed, a word beginning with it, ignoring case and accents ('jose nu' finds 'José Núñez').
import { normalizeName } from '@shared/results/search';
import { fullName } from './registrant-name';

const MIN_TEXT_LENGTH = 3;
const MAX_WORDS = 12;

export type RegistrantQuery = { folio: number } | { words: string[] } | null;

type Named = Parameters<typeof fullName>[0];

/** The words a registrant's name is found by, each once. */
export function nameWords(registrant: Named): string[] {
  return [...new Set(normalizeName(fullName(registrant)).split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
}

/** What staff typed: a folio, the words of a name, or null when it is too short to search. */
export function parseRegistrantQuery(text: string): RegistrantQuery {
  const trimmed = text.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { folio: Number(trimmed) };
  const normalized = normalizeName(trimmed);
  if (normalized.length < MIN_TEXT_LENGTH) return null;
  const words = normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
  return words.length === 0 ? null : { words };
}

/** The word to look up in the index: the longest, so the fewest candidates come back. */
export const lookupWord = (words: string[]): string => words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');

/** Whether a normalized name matches every word typed. */
export function nameMatches(normalizedName: string, words: string[]): boolean {
  const nameWordList = normalizedName.split(' ');
  return words.every((word) => nameWordList.some((nameWord) => nameWord.startsWith(word)));
}

/** The stored form of a name for nameMatches: its words joined by single spaces. */
export const searchableName = (registrant: Named): string => nameWords(registrant).join(' ');
