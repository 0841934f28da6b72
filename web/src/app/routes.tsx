// The main host's routes (docs/platform.md §2.1). Every page is its own chunk, loaded on first visit,
// but the home page: a few lines of text, drawn without waiting for one more chunk.
import { redirect, type RouteObject } from 'react-router-dom';
import { LoadingLogo } from '@web/components/loading-logo';
import { HomePage } from '@web/features/platform/home-page';
import { registrationRoutes } from '@web/features/registration/registration-routes';
import { resultsRoutes } from '@web/features/results/results-routes';
import { Layout } from './layout';
import { RouteError } from './route-error';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingLogo,
    children: [
      { index: true, Component: HomePage },
      { path: 'registro', lazy: () => import('@web/features/accounts/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
      { path: 'login', lazy: () => import('@web/features/accounts/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
      {
        path: 'password-restore',
        lazy: () => import('@web/features/accounts/password-restore-page').then((m) => ({ Component: m.PasswordRestorePage })),
      },
      { path: 'atletas', lazy: () => import('@web/features/accounts/profile-page').then((m) => ({ Component: m.ProfilePage })) },
      {
        path: 'atletas/actividades/:activityId',
        lazy: () => import('@web/features/accounts/activity-page').then((m) => ({ Component: m.ActivityPage })),
      },
      {
        path: 'atletas/dispositivo',
        lazy: () => import('@web/features/accounts/wearable-callback-page').then((m) => ({ Component: m.WearableCallbackPage })),
      },
      { path: 'servicios', lazy: () => import('@web/features/platform/services-page').then((m) => ({ Component: m.ServicesPage })) },
      { path: 'nosotros', lazy: () => import('@web/features/platform/about-page').then((m) => ({ Component: m.AboutPage })) },
      {
        path: 'politicas-privacidad',
        lazy: () => import('@web/features/platform/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      ...resultsRoutes,
      ...registrationRoutes,
      {
        path: 'eventos-organizador',
        lazy: () => import('@web/features/events-console/my-events-page').then((m) => ({ Component: m.MyEventsPage })),
      },
      {
        path: 'eventos-organizador/:eventoIndex',
        lazy: () => import('./event-admin-route').then((m) => ({ Component: m.EventAdminRoute })),
      },
      {
        path: 'retos-organizador',
        lazy: () => import('@web/features/retos/organizer-dashboard-page').then((m) => ({ Component: m.OrganizerDashboardPage })),
      },
      {
        path: 'retos-organizador/:eventId',
        lazy: () => import('./organizer-reto-route').then((m) => ({ Component: m.OrganizerRetoRoute })),
      },
      { path: 'retos', lazy: () => import('@web/features/retos/retos-hub-page').then((m) => ({ Component: m.RetosHubPage })) },
      {
        path: 'usuario-autorizado',
        lazy: () => import('@web/features/retos/authorized-retos-page').then((m) => ({ Component: m.AuthorizedRetosPage })),
      },
      // The spec's authorized user's page of one reto is the reto's organizer page, which admins may open.
      { path: 'usuario-autorizado/:eventId', loader: ({ params }) => redirect(`/retos-organizador/${encodeURIComponent(params.eventId ?? '')}`) },
      ...['retos/:eventId', 'retos/:eventId/code/:code'].map((path) => ({
        path,
        lazy: () => import('@web/features/retos/athlete-reto-page').then((m) => ({ Component: m.AthleteRetoPage })),
      })),
      {
        path: 'convocatoria/:eventoIndex',
        lazy: () => import('@web/features/sites/convocatoria-page').then((m) => ({ Component: m.ConvocatoriaPage })),
      },
      ...[':route', ':route/:eventoIndex', ':route/:eventoIndex/:route2'].map((path) => ({
        path,
        lazy: () => import('./event-web-route').then((m) => ({ Component: m.EventWebPage })),
      })),
      { path: '*', lazy: () => import('@web/features/platform/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  // Full-screen pages, without the app bar: the photo editor, the manual timing app and the custom result
  // views (docs/results.md §2).
  {
    path: '/editor-foto',
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingLogo,
    lazy: () => import('@web/features/media/photo-editor-page').then((m) => ({ Component: m.PhotoEditorPage })),
  },
  // The manual timing app (docs/timing.md#the-manual-timing-app): full screen, installable, offline.
  {
    path: '/cronometraje/:eventoIndex?',
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingLogo,
    lazy: () => import('./timing-app-route').then((m) => ({ Component: m.TimingAppRoute })),
  },
  {
    path: '/views/:eventoIndex/:viewIndex/:number?',
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingLogo,
    lazy: () => import('@web/features/sites/custom-view-page').then((m) => ({ Component: m.CustomViewPage })),
  },
];
