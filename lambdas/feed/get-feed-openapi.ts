// GET /api/feed/v1/openapi.json — the open results feed's OpenAPI 3.1 document.
import { feedOpenApi } from './feed-openapi';
import { feedHandler } from './feed-reply';

const document = feedOpenApi();

export const handler = feedHandler(async () => ({ headers: { 'cache-control': 'public, max-age=3600' }, body: document }));
