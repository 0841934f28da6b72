// GET /api/timing/openapi.json — the timing API's OpenAPI 3.1 document.
import { httpHandler } from '@lambdas/core/http-handler';
import { timingOpenApi } from './openapi';

const document = timingOpenApi();

export const handler = httpHandler(async () => ({ headers: { 'cache-control': 'public, max-age=3600' }, body: document }));
