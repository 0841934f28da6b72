// The public registration routes (docs/registration.md §2): the flow, the confirmation page and a transfer's page, each its own chunk.
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
  {
    path: 'traspaso',
    lazy: () => import('./transfer-page').then((m) => ({ Component: m.TransferPage })),
  },
];
