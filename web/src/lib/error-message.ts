// The Spanish text a user sees for a failed call, whether it came from our API or from Cognito.
import { authErrorMessages } from '@shared/accounts/account-texts';
import { messages } from '@shared/core/messages';
import { ApiError } from './api-client';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body.message;
  if (!(error instanceof Error)) return messages.unexpected;
  const translated = authErrorMessages[error.name];
  if (translated) return translated;
  // Cognito's own service errors end in "Exception"; anything else is not worth showing as is.
  return error.name.endsWith('Exception') && error.message ? error.message : messages.unexpected;
}
