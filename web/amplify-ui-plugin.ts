// A Vite plugin: Amplify UI made lighter at build time (docs/architecture.md, "First views"). The brand's
// theme (web/src/app/brand-theme.ts) is made here, so the browser builds no theme at start:
// - `virtual:brand-theme.css`: the custom properties the brand changes from Amplify UI's default
//   theme, set where Amplify's own stylesheet sets them (`:root, [data-amplify-theme]`);
// - `virtual:brand-theme-tokens`: what Amplify UI's primitives read from the theme as they draw (the
//   breakpoints, and the token tree under which a style prop such as `color="font.warning"` names a
//   custom property), without the component tokens, which only the stylesheet uses;
// - Amplify UI's theme context, which would build the whole default theme when the boot loads, is
//   replaced by web/src/lib/amplify-theme-context.ts, which holds those tokens; and its breakpoint
//   hook, which listens to six media queries for every primitive drawn, by
//   web/src/lib/amplify-breakpoint.ts, which listens once for the page.
import { fileURLToPath } from 'node:url';
import { createTheme } from '@aws-amplify/ui-react';
import type { Plugin } from 'vite';
import { brandTheme } from './src/app/brand-theme';

type WebTheme = ReturnType<typeof createTheme>;

const CSS_ID = 'virtual:brand-theme.css';
const TOKENS_ID = 'virtual:brand-theme-tokens';
/** Amplify UI's modules the build puts its own in place of, by the file they resolve to. */
const replacements = [
  { file: /\/components\/ThemeProvider\/ThemeContext\.mjs$/, by: fileURLToPath(new URL('./src/lib/amplify-theme-context.ts', import.meta.url)) },
  { file: /\/primitives\/shared\/responsive\/useBreakpoint\.mjs$/, by: fileURLToPath(new URL('./src/lib/amplify-breakpoint.ts', import.meta.url)) },
];

/** Each custom property of a theme's CSS and its value, in order. */
function customProperties(cssText: string): Map<string, string> {
  return new Map([...cssText.matchAll(/(--amplify-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

function brandThemeCss(built: WebTheme): string {
  const defaults = customProperties(createTheme().cssText);
  const changed = [...customProperties(built.cssText)].filter(([name, value]) => defaults.get(name) !== value);
  if (changed.length === 0) throw new Error('amplify-ui-plugin: the brand theme changes nothing');
  return `:root, [data-amplify-theme] {\n${changed.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
}

/** A design token reduced to its value: Amplify's primitives only ask whether a path is a token. */
function tokenTree(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) return { value: node.value };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, tokenTree(child)]));
}

function brandThemeTokens(built: WebTheme): { name: string; breakpoints: WebTheme['breakpoints']; tokens: unknown } {
  const { components: _componentTokens, ...tokens } = built.tokens;
  return { name: built.name, breakpoints: built.breakpoints, tokens: tokenTree(tokens) };
}

export function amplifyUiPlugin(): Plugin {
  const replaced = new Set<string>();
  let built: WebTheme | undefined;
  return {
    name: 'amplify-ui',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === CSS_ID || source === TOKENS_ID) return `\0${source}`;
      if (!importer?.includes('@aws-amplify/ui-react') || !/(ThemeContext|useBreakpoint)\.mjs$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && replacements.find(({ file }) => file.test(resolved.id));
      if (!replacement) return undefined;
      replaced.add(replacement.by);
      return replacement.by;
    },
    load(id) {
      // The brand's theme is built once per build, for both modules.
      if (id === `\0${CSS_ID}`) return brandThemeCss((built ??= createTheme(brandTheme)));
      if (id === `\0${TOKENS_ID}`) return `export default ${JSON.stringify(brandThemeTokens((built ??= createTheme(brandTheme))))};`;
      return undefined;
    },
    buildEnd(error) {
      // An Amplify UI that moved these modules would bring their cost back unseen.
      const missing = replacements.filter(({ by }) => !replaced.has(by));
      if (!error && this.environment.mode === 'build' && missing.length > 0) {
        throw new Error(`amplify-ui-plugin: Amplify UI has no module to replace by ${missing.map(({ by }) => by).join(', ')}`);
      }
    },
  };
}
