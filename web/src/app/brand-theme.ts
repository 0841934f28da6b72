// The brand's design tokens on Amplify UI's theme (docs/design.md): colour ramps with their contrast
// in mind, a type scale that fits a 390 px phone, spacing, radii and elevation, and the few
// component tokens that give buttons, cards, fields and tabs the brand's shape. The build turns it
// into CSS (web/amplify-ui-plugin.ts): the browser runs no theme code (docs/architecture.md, "First views").
import type { Theme } from '@aws-amplify/ui-react';

/**
 * Headings grow with the viewport between a phone's size and a desktop's, so a long race name is
 * two lines on a phone instead of five.
 */
const fluid = (phoneRem: number, desktopRem: number) => `clamp(${phoneRem}rem, ${phoneRem - 0.3}rem + ${((desktopRem - phoneRem) * 2.2).toFixed(2)}vw, ${desktopRem}rem)`;

export const brandTheme: Theme = {
  name: 'carreras',
  tokens: {
    colors: {
      // Brand orange (docs/results.md §9). 80 is the buttons' fill and the links' colour: darker than the
      // brand orange itself (60), so white text on it and it on white pass WCAG AA (4.7:1).
      primary: {
        10: { value: '#fff3e8' },
        20: { value: '#fde0c7' },
        40: { value: '#f9b27a' },
        60: { value: '#e8630a' },
        80: { value: '#c44f07' },
        90: { value: '#a84305' },
        100: { value: '#7f3203' },
      },
      // Links and link buttons: 80 reads below 4.5:1 on a striped row's grey (docs/platform.md, Accessibility).
      font: { interactive: { value: '{colors.primary.90.value}' } },
      // Ink: the text, the footer and the neutral surfaces, a blue-grey that reads calmer than black.
      // 60 is the lightest used on white (field borders, 3.6:1); text starts at 80 (7.6:1).
      neutral: {
        10: { value: '#f7f8fa' },
        20: { value: '#eef1f5' },
        40: { value: '#dde2e9' },
        60: { value: '#7b8794' },
        80: { value: '#4a5565' },
        90: { value: '#2b3442' },
        100: { value: '#111827' },
      },
      background: {
        secondary: { value: '{colors.neutral.10.value}' },
      },
      border: {
        secondary: { value: '{colors.neutral.40.value}' },
        tertiary: { value: '{colors.neutral.20.value}' },
      },
      shadow: {
        primary: { value: 'rgba(17, 24, 39, 0.16)' },
        secondary: { value: 'rgba(17, 24, 39, 0.10)' },
        tertiary: { value: 'rgba(17, 24, 39, 0.06)' },
      },
    },
    fonts: {
      default: {
        variable: { value: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        static: { value: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    fontSizes: {
      xs: { value: '0.75rem' },
      small: { value: '0.875rem' },
      medium: { value: '1rem' },
      large: { value: '1.125rem' },
      xl: { value: '1.375rem' },
      xxl: { value: fluid(1.5, 1.875) },
      xxxl: { value: fluid(1.75, 2.375) },
      xxxxl: { value: fluid(2, 3) },
    },
    lineHeights: {
      small: { value: '1.2' },
      medium: { value: '1.5' },
      large: { value: '1.75' },
    },
    space: {
      xxs: { value: '0.25rem' },
      xs: { value: '0.5rem' },
      small: { value: '0.75rem' },
      medium: { value: '1rem' },
      large: { value: '1.5rem' },
      xl: { value: '2rem' },
      xxl: { value: '3rem' },
      xxxl: { value: '4.5rem' },
    },
    radii: {
      xs: { value: '0.25rem' },
      small: { value: '0.5rem' },
      medium: { value: '0.75rem' },
      large: { value: '1rem' },
      xl: { value: '1.5rem' },
    },
    shadows: {
      small: { value: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08)' },
      medium: { value: '0 2px 4px rgba(17, 24, 39, 0.06), 0 6px 16px rgba(17, 24, 39, 0.08)' },
      large: { value: '0 8px 24px rgba(17, 24, 39, 0.14), 0 2px 6px rgba(17, 24, 39, 0.08)' },
    },
    components: {
      heading: {
        color: { value: '{colors.neutral.100.value}' },
        1: { fontSize: { value: '{fontSizes.xxxxl.value}' }, fontWeight: { value: '{fontWeights.extrabold.value}' } },
        2: { fontSize: { value: '{fontSizes.xxxl.value}' }, fontWeight: { value: '{fontWeights.bold.value}' } },
        3: { fontSize: { value: '{fontSizes.xxl.value}' }, fontWeight: { value: '{fontWeights.bold.value}' } },
        4: { fontSize: { value: '{fontSizes.xl.value}' }, fontWeight: { value: '{fontWeights.bold.value}' } },
        5: { fontSize: { value: '{fontSizes.large.value}' }, fontWeight: { value: '{fontWeights.bold.value}' } },
        6: { fontSize: { value: '{fontSizes.medium.value}' }, fontWeight: { value: '{fontWeights.bold.value}' } },
      },
      button: {
        borderRadius: { value: '{radii.small.value}' },
        fontWeight: { value: '{fontWeights.semibold.value}' },
        borderColor: { value: '{colors.neutral.60.value}' },
        primary: {
          backgroundColor: { value: '{colors.primary.80.value}' },
          _hover: { backgroundColor: { value: '{colors.primary.90.value}' } },
          _focus: { backgroundColor: { value: '{colors.primary.90.value}' } },
          _active: { backgroundColor: { value: '{colors.primary.100.value}' } },
        },
      },
      card: {
        borderRadius: { value: '{radii.medium.value}' },
        padding: { value: '{space.large.value}' },
        outlined: {
          borderRadius: { value: '{radii.medium.value}' },
          borderColor: { value: '{colors.border.secondary.value}' },
        },
        elevated: {
          borderRadius: { value: '{radii.medium.value}' },
          boxShadow: { value: '{shadows.medium.value}' },
        },
      },
      fieldcontrol: {
        borderRadius: { value: '{radii.small.value}' },
      },
      tabs: {
        item: {
          fontWeight: { value: '{fontWeights.semibold.value}' },
        },
      },
    },
  },
};
