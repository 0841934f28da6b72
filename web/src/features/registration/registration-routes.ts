// The public registration routes (docs/registration.md §2): the flow and the confirmation page, each its own chunk.
import type { RouteObject } from 'react-router-dom';

export const registrationRoutes: RouteObject[] = [
  {
    path: 'proximos-eventos/:eventoIndex/inscripcion',
    lazy: () => import('./registration-page').then((m) => ({ Component: m.RegistrationPage })),
  },
  {
    path: 'detalle-inscrito',
    lazy: () => import('./confirmation-page').then((m) => ({ Component: m.ConfirmationPage })),
  },
];
