// Brand orange (docs/results.md §9) as Amplify UI's primary ramp. 80 is the buttons' fill: a darker shade than
// the brand orange itself, so white button text passes WCAG AA.
import { createTheme } from '@aws-amplify/ui-react';

export const theme = createTheme({
  name: 'carreras',
  tokens: {
    colors: {
      primary: {
        10: { value: '#fff3e8' },
        20: { value: '#fde0c7' },
        40: { value: '#f9b27a' },
        60: { value: '#f28a3c' },
        80: { value: '#c44f07' },
        90: { value: '#a84305' },
        100: { value: '#7f3203' },
      },
      // Links and link buttons: 80 reads below 4.5:1 on a striped row's grey (docs/platform.md, Accessibility).
      font: { interactive: { value: '{colors.primary.90.value}' } },
    },
  },
});
