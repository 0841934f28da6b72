import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './providers';
import { appRoutes } from './routes';

/** The full platform, as the main hosts serve it. */
export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
