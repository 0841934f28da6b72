// Cognito user pool settings that the CDK auth construct and the local cloud both apply.
import { PASSWORD_MIN } from '../shared/accounts/account-schemas';

export const userPoolSettings = {
  /** Users sign in with their e-mail; Cognito keeps a generated username (the `sub`). */
  usernameAttributes: ['email'] as const,
  passwordMinLength: PASSWORD_MIN,
  adminGroup: 'admin',
  /** The SPA signs in with USER_PASSWORD_AUTH (the local Cognito has no SRP). */
  clientAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  idTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
} as const;
