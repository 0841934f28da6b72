// Splits a bib or a name into the parts the search matched and the rest, so the dialog can mark
// them. Matching is the API's (docs/results.md §5): a number is the exact bib, words match ignoring case and accents.

export interface TextPart {
  text: string;
  match: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Folds char by char, remembering where each folded char came from in the original. */
function foldWithOrigins(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  [...text].forEach((char, index) => {
    for (const part of fold(char)) {
      folded += part;
      origin.push(index);
    }
  });
  return { folded, origin };
}

export function matchParts(text: string, query: string): TextPart[] {
  const chars = [...text];
  const marked = new Array<boolean>(chars.length).fill(false);
  const trimmed = query.trim();
  if (/^\d+$/.test(trimmed)) {
    if (text === trimmed) marked.fill(true);
  } else {
    const { folded, origin } = foldWithOrigins(text);
    for (const word of fold(trimmed).split(/\s+/).filter(Boolean)) {
      for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
        for (let i = at; i < at + word.length; i++) marked[origin[i] ?? 0] = true;
      }
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((char, index) => {
    const match = marked[index] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
