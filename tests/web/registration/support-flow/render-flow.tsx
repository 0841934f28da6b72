// Renders the registration flow's routes (and the results routes that open it) with the real
// providers in a memory router; seeds and reads the flow's sessionStorage.
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setUpUser, type UserEvent } from '../../support/user-events';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@web/app/providers';
import { registrationRoutes } from '@web/features/registration/registration-routes';
import { initialFlowState, type FlowState } from '@web/features/registration/flow-state';
import { resultsRoutes } from '@web/features/results/results-routes';
import { ana, EVENT_ID } from './flow-fixtures';

export const flowPath = `/proximos-eventos/evento_${EVENT_ID}/inscripcion`;
const storageKey = `inscripcion:evento_${EVENT_ID}`;

export function renderFlow(path = flowPath) {
  const routes = [
    {
      path: '/',
      children: [...resultsRoutes, ...registrationRoutes, { path: 'detalle-inscrito', element: <p>Página de confirmación</p> }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = setUpUser();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
}

/** The flow as a reload would find it: Ana's data confirmed, at `step`, with anything else given. */
export function seedFlow(state: Partial<FlowState> = {}): void {
  sessionStorage.setItem(storageKey, JSON.stringify({ ...initialFlowState('direct'), datos: ana, step: 'opciones', ...state }));
}

export function storedFlow(): FlowState | null {
  return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as FlowState | null;
}

export async function chooseModality(user: UserEvent, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
}
