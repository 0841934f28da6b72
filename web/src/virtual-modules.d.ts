// The modules web/brand-theme-plugin.ts makes at build time.
declare module 'virtual:brand-theme-tokens' {
  const tokens: { name: string; breakpoints: unknown; tokens: unknown };
  export default tokens;
}
