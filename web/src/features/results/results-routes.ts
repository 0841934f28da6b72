// The public results routes (docs/results.md §2); each page is its own chunk, loaded on first visit.
import type { RouteObject } from 'react-router-dom';

const lists = () => import('./event-list-pages');
const results = () => import('./event-results-page').then((m) => ({ Component: m.EventResultsPage }));

export const resultsRoutes: RouteObject[] = [
  { path: 'live', lazy: () => lists().then((m) => ({ Component: m.LiveEventsPage })) },
  { path: 'live/:eventoIndex', lazy: () => import('./live-page').then((m) => ({ Component: m.LivePage })) },
  { path: 'proximos-eventos', lazy: () => lists().then((m) => ({ Component: m.UpcomingEventsPage })) },
  {
    path: 'proximos-eventos/:eventoIndex',
    lazy: () => import('./upcoming-event-page').then((m) => ({ Component: m.UpcomingEventPage })),
  },
  { path: 'resultados', lazy: () => lists().then((m) => ({ Component: m.PreviousEventsPage })) },
  { path: 'eventos-anteriores', lazy: () => lists().then((m) => ({ Component: m.PreviousEventsPage })) },
  { path: 'resultados/:eventoIndex', lazy: results },
  // An athlete's result, the link an athlete shares: the results with the athlete's detail open.
  { path: 'resultados/:eventoIndex/:numero', lazy: results },
  { path: 'eventos-anteriores/:eventoIndex', lazy: results },
];
