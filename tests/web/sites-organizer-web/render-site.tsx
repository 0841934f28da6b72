// Renders SitePage in a memory router, with a probe of where the router is.
import { render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { SiteContent } from '@shared/sites/site-schema';
import { SitePage, type SitePageProps } from '@web/features/sites/organizer-web/site-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The event the fixture sites belong to. */
export const SITE_EVENT_ID = 4;

export function renderSite(content: SiteContent, props: Partial<Omit<SitePageProps, 'content'>> = {}, path = '/sitio') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SitePage content={content} eventId={SITE_EVENT_ID} {...props} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, site: view.container.querySelector<HTMLElement>('[data-organizer-site]') as HTMLElement };
}

export function setupUser() {
  return setUpUser();
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The grid cell of the section drawn with this component, in order. */
export function cells(container: HTMLElement, component?: string): HTMLElement[] {
  const selector = component ? `.organizer-site-cell[data-component="${component}"]` : '.organizer-site-cell';
  return [...container.querySelectorAll<HTMLElement>(selector)];
}
