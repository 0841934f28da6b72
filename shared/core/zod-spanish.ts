// zod's own messages (where a schema gives none of its words) in Spanish, for the API's 400 answers
// and the SPA's forms alike. Schemas' own messages, the spec's among them, take precedence.
// 'zod/v4' is the same zod as 'zod': the SPA's bundle points 'zod' at a module that imports this one.
import { z } from 'zod/v4';
import { es } from 'zod/locales';

z.config(es());
// No compiled parsers: the site's CSP forbids eval, and zod's probe for it is itself a violation in
// the browser. Schemas built after this module (the SPA's 'zod' and http-handler.ts import it first) parse
// without it, in the SPA and the API alike.
z.config({ jitless: true });
