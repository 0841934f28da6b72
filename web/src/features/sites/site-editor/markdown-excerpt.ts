// The words of a Markdown text without its marks, for a one-line summary: '## Ruta\n**21 km** por
// [el centro](https://…)' reads 'Ruta 21 km por el centro'.
const RULES: readonly [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their description
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // links: their text
  [/<(https?:\/\/[^>]+)>/g, '$1'], // autolinks
  [/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, ''], // headings, quotes, list markers
  [/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, ''], // rules
  [/`{1,3}([^`]*)`{1,3}/g, '$1'], // code
  [/(\*{1,3}|_{1,3}|~~)(\S(?:.*?\S)?)\1/g, '$2'], // emphasis and strike-through
  [/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1'], // escapes
];

export const markdownExcerpt = (markdown: string) => RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), markdown).replace(/\s+/g, ' ').trim();
