// Amplify UI's theme context, put in place of the library's own by the build (web/amplify-ui-plugin.ts):
// its default is the brand's theme as the build made it, where the library's builds its default
// theme in the browser when the boot loads (docs/architecture.md, "First views").
import type { createTheme } from '@aws-amplify/ui-react';
import { createContext } from 'react';
import brandTokens from 'virtual:brand-theme-tokens';

type WebTheme = ReturnType<typeof createTheme>;

interface ThemeContextType {
  theme: WebTheme;
  colorMode?: 'light' | 'dark' | 'system';
}

export const ThemeContext = createContext<ThemeContextType>({ theme: brandTokens as unknown as WebTheme, colorMode: undefined });
