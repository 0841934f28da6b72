// A form section's fields on the site's colours: labels, inputs, their borders and a select's
// options read the site's text on its background (a dark site keeps light text in its inputs), and
// focus takes the primary colour. Amplify UI's variables, set on the form's root only.
import type { CSSProperties } from 'react';
import type { SiteTheme } from '../../../../../shared/sites/site-schema';
import { mixColor } from './site-theme';

export function formFieldsStyle({ text, background, primary }: Pick<SiteTheme, 'text' | 'background' | 'primary'>): CSSProperties {
  const border = mixColor(text, background, 0.55);
  const muted = mixColor(text, background, 0.25);
  return {
    '--amplify-components-field-label-color': text,
    '--amplify-components-fieldcontrol-color': text,
    '--amplify-components-fieldcontrol-border-color': border,
    '--amplify-components-fieldcontrol-focus-border-color': primary,
    '--amplify-components-fieldmessages-description-color': muted,
    '--amplify-components-select-color': text,
    '--amplify-components-select-background-color': background,
    '--amplify-components-select-option-color': text,
    '--amplify-components-select-option-background-color': background,
    '--amplify-components-checkbox-label-color': text,
    '--amplify-components-checkbox-button-before-border-color': border,
    '--amplify-components-checkbox-icon-background-color': primary,
    '--amplify-components-radio-button-border-color': border,
    '--amplify-components-radio-button-checked-color': primary,
  } as CSSProperties;
}
