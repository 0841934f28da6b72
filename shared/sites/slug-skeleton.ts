// What a free subdomain looks like at a glance (docs/sites.md#which-subdomains-are-refused): two slugs
// with the same skeleton read alike in an address bar, so the second is refused. Dashes are dropped,
// 0 reads as o, 1 and i as l, then rn as m, vv as w and cl as d.
const LOOK_ALIKE_CHARACTERS: Record<string, string> = { '0': 'o', '1': 'l', i: 'l' };
const LOOK_ALIKE_PAIRS: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

export function slugSkeleton(slug: string): string {
  const single = [...slug.toLowerCase().replaceAll('-', '')].map((character) => LOOK_ALIKE_CHARACTERS[character] ?? character).join('');
  return LOOK_ALIKE_PAIRS.reduce((text, [pair, alike]) => text.replace(pair, alike), single);
}
