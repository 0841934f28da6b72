// What a reto's page says when its reto or the athlete's participation cannot be read (docs/retos.md §2.6).
import { retoMessages } from '@shared/retos/virtual-event';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';

export const retoFailureText = (failure: Error): string =>
  failure instanceof ApiError && failure.status === 404 ? retoMessages.notFound : errorMessage(failure);
