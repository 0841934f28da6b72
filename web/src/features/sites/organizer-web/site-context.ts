// What every section of a drawn site may need besides its own config: the site itself (insertView), its event,
// how its paths become the app's routes, and the app's slot for platform sections.
import { createContext, useContext } from 'react';
import type { SiteContent } from '@shared/sites/site-schema';
import type { RenderPlatformSection } from './section-types';

export interface SiteContextValue {
  content: SiteContent;
  /** The event the site belongs to: its organizer's events are the event list's. */
  eventId: number;
  /** The organizer's '/x' path as a route of the app (the site may live under a prefix). */
  buildPath: (sitePath: string) => string;
  renderPlatformSection?: RenderPlatformSection;
  /** The route's segment after the page's (`/{route}/{idregistro}`): the athlete a result view shows. */
  detail?: string;
  /** The editor's preview: drawn as visitors see it, but nothing is sent. */
  preview?: boolean;
  /** Names of the pages being drawn, outermost first: insertView draws one level and never a page on this path. */
  pagePath: readonly string[];
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error('Organizer-web sections are drawn inside SitePage');
  return site;
}
