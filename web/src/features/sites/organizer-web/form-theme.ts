// A form section's fields on the site's colours: labels, inputs, their borders and a select's
// options read the site's text on its background (a dark site keeps light text in its inputs), focus
// takes the primary colour, and on a dark background the error messages turn a light red. Amplify
// UI's variables, set on the form's root only; those Amplify derives at the page's root (a select's
// label, a radio's) are set here too, or they keep the page's colours.
import type { CSSProperties } from 'react';
import type { SiteTheme } from '@shared/sites/site-schema';
import { mixColor, readableOn } from './site-theme';

/** Readable on a dark background, where Amplify's dark red is not. */
const LIGHT_ERROR = '#fca5a5';

export function formFieldsStyle({ text, background, primary }: Pick<SiteTheme, 'text' | 'background' | 'primary'>): CSSProperties {
  const border = mixColor(text, background, 0.55);
  const muted = mixColor(text, background, 0.25);
  const dark = readableOn(background) === '#ffffff';
  const errors: Record<string, string> = dark
    ? {
        '--amplify-components-fieldmessages-error-color': LIGHT_ERROR,
        '--amplify-components-fieldcontrol-error-border-color': LIGHT_ERROR,
        '--amplify-components-checkbox-button-error-border-color': LIGHT_ERROR,
        '--amplify-components-radio-button-error-border-color': LIGHT_ERROR,
      }
    : {};
  const variables: Record<string, string> = {
    '--amplify-components-field-label-color': text,
    '--amplify-components-fieldcontrol-color': text,
    '--amplify-components-fieldcontrol-border-color': border,
    '--amplify-components-fieldcontrol-focus-border-color': primary,
    '--amplify-components-fieldmessages-description-color': muted,
    '--amplify-components-selectfield-label-color': text,
    '--amplify-components-selectfield-color': text,
    '--amplify-components-selectfield-border-color': border,
    '--amplify-components-selectfield-focus-border-color': primary,
    '--amplify-components-select-color': text,
    '--amplify-components-select-background-color': background,
    '--amplify-components-select-option-color': text,
    '--amplify-components-select-option-background-color': background,
    '--amplify-components-checkbox-label-color': text,
    '--amplify-components-checkbox-button-before-border-color': border,
    '--amplify-components-checkbox-icon-background-color': primary,
    '--amplify-components-radio-label-color': text,
    '--amplify-components-radiogroup-radio-label-color': text,
    '--amplify-components-radio-button-border-color': border,
    '--amplify-components-radio-button-checked-color': primary,
    ...errors,
  };
  return variables as CSSProperties;
}
