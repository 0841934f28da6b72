// The modules web/amplify-ui-plugin.ts makes at build time.
declare module 'virtual:brand-theme-tokens' {
  const tokens: { name: string; breakpoints: unknown; tokens: unknown };
  export default tokens;
}
