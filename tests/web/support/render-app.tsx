// Renders the main host's app at a path, with the real providers and routes in a memory router.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setUpUser } from './user-events';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@web/app/providers';
import { appRoutes } from '@web/app/routes';

export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}
