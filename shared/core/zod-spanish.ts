// zod's own messages (where a schema gives none of its words) in Spanish, for the API's 400 answers
// and the SPA's forms alike. Schemas' own messages, the spec's among them, take precedence.
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());
