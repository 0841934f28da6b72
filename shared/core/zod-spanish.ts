// zod's own messages (where a schema gives none of its words) in Spanish, for the API's 400 answers
// and the SPA's forms alike. Schemas' own messages, the spec's among them, take precedence.
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());
// No compiled parsers: the site's CSP forbids eval, and zod's probe for it is itself a violation in
// the browser. Schemas built after this module (main.tsx and http-handler.ts import it first) parse
// without it, in the SPA and the API alike.
z.config({ jitless: true });
