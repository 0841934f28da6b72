// Every request no route of the table matches (API Gateway's $default route, docs/security.md 'Error
// answers'): 404 with the Spanish {code, message} every error of the platform carries, instead of
// API Gateway's own English answer.
import { messages } from '@shared/core/messages';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';

export const handler = httpHandler(async () => {
  throw new HttpError(404, 'NOT_FOUND', messages.notFound);
});
