// Accounts: sign-up, the caller's profile, and the mails Cognito sends.
import { routeSlice } from './slice';

export const accountsRoutes = routeSlice('accounts', {
  httpRoutes: [
    {
      id: 'CreateAccount',
      method: 'POST',
      path: '/api/accounts',
      auth: 'public',
      handler: 'lambdas/accounts/create-account.ts',
      needs: ['table:write', 'users:manage'],
    },
    {
      id: 'GetMyProfile',
      method: 'GET',
      path: '/api/me',
      auth: 'user',
      handler: 'lambdas/accounts/get-my-profile.ts',
      needs: ['table:read'],
    },
    {
      id: 'UpdateMyProfile',
      method: 'PUT',
      path: '/api/me',
      auth: 'user',
      handler: 'lambdas/accounts/update-my-profile.ts',
      needs: ['table:write', 'users:manage'],
    },
  ],
  userPoolTriggers: [
    {
      id: 'CustomMessage',
      trigger: 'customMessage',
      handler: 'lambdas/accounts/custom-message.ts',
      needs: [],
    },
  ],
});
