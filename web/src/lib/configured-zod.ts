// The SPA's 'zod': web/vite.config.ts points the bare specifier here, so zod is configured (Spanish
// messages, no compiled parsers: @shared/core/zod-spanish) before any schema of any chunk is built,
// and a page that validates nothing loads no zod at all (docs/architecture.md, "First views").
import '@shared/core/zod-spanish';

export * from 'zod/v4';
