// An organizer web's mini theme (docs/retos.md §3 Organizer web) as CSS custom properties and plain
// styles on the site's root element only: Amplify UI's components inside read the overridden
// variables, and nothing outside the site changes (no global stylesheet, no fetched font).
import type { CSSProperties } from 'react';
import type { FONT_FAMILIES, SiteTheme } from '@shared/sites/site-schema';
import { safeImageUrl } from './safe-url';

/** Each choosable type face as a stack of fonts the visitor's device already has. */
export const FONT_STACKS: Record<(typeof FONT_FAMILIES)[number], string> = {
  sistema: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  redondeada: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, "Arial Rounded MT Bold", Calibri, sans-serif',
  condensada: '"Arial Narrow", "Roboto Condensed", "Helvetica Neue Condensed", "Liberation Sans Narrow", sans-serif-condensed, sans-serif',
  monoespaciada: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
};

const HEX = /^#[0-9a-fA-F]{6}$/;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` moved toward `target` by `amount` (0 to 1). */
export function mixColor(hex: string, target: string, amount: number): string {
  const from = channels(hex);
  const to = channels(target);
  return toHex(from.map((value, index) => value + ((to[index] ?? value) - value) * amount));
}

function luminance(hex: string): number {
  const linear = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** White or near-black, whichever reads better (WCAG contrast) on `background`. */
export function readableOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111111') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111111';
}

/** A colour from the theme, or the fallback when an unparsed value slipped through. */
function safeColor(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

/** The site root's style: page background, text colour, type face, and Amplify UI's variables. */
export function siteThemeStyle(theme: SiteTheme): CSSProperties {
  const primary = safeColor(theme.primary, '#e8630a');
  const text = safeColor(theme.text, '#111827');
  const onPrimary = readableOn(primary);
  const hover = mixColor(primary, '#000000', 0.15);
  const active = mixColor(primary, '#000000', 0.3);
  const font = FONT_STACKS[theme.fontFamily] ?? FONT_STACKS.sistema;
  const image = safeImageUrl(theme.backgroundImage);
  const variables: Record<string, string> = {
    '--amplify-fonts-default-variable': font,
    '--amplify-fonts-default-static': font,
    '--amplify-components-text-color': text,
    '--amplify-components-heading-color': text,
    '--amplify-components-link-color': primary,
    '--amplify-components-link-visited-color': primary,
    '--amplify-components-link-hover-color': hover,
    '--amplify-components-link-focus-color': hover,
    '--amplify-components-link-active-color': active,
    '--amplify-components-button-primary-background-color': primary,
    '--amplify-components-button-primary-color': onPrimary,
    '--amplify-components-button-primary-hover-background-color': hover,
    '--amplify-components-button-primary-hover-color': onPrimary,
    '--amplify-components-button-primary-focus-background-color': hover,
    '--amplify-components-button-primary-focus-color': onPrimary,
    '--amplify-components-button-primary-active-background-color': active,
    '--amplify-components-button-primary-active-color': onPrimary,
    '--site-primary': primary,
    '--site-secondary': safeColor(theme.secondary, '#1f2937'),
    '--site-on-secondary': readableOn(safeColor(theme.secondary, '#1f2937')),
  };
  return {
    ...variables,
    backgroundColor: safeColor(theme.background, '#ffffff'),
    // Only https or /media addresses, which hold no quote or parenthesis to close the url().
    backgroundImage: image ? `url("${image}")` : undefined,
    backgroundSize: image ? 'cover' : undefined,
    backgroundPosition: image ? 'center' : undefined,
    color: text,
    fontFamily: font,
  } as CSSProperties;
}
