// GET /api/feed/v1/openapi.json — the open results feed's OpenAPI 3.1 document.
import { httpHandler } from '@lambdas/core/http-handler';
import { feedOpenApi } from './feed-openapi';
import { FEED_CORS_HEADERS } from './feed-reply';

const document = feedOpenApi();

export const handler = httpHandler(async () => ({ headers: { ...FEED_CORS_HEADERS, 'cache-control': 'public, max-age=3600' }, body: document }));
