// Section types by component, and the sections that need the platform's data (forms,
// registration, events, results), which the site renderer draws only through the app's slot.
import type { ReactNode } from 'react';
import type { SiteSection } from '@shared/sites/site-schema';

/** The config of one kind of section. */
export type SectionOf<C extends SiteSection['component']> = Extract<SiteSection, { component: C }>;

export const PLATFORM_COMPONENTS = ['form', 'registration', 'eventList', 'eventWeb', 'resultView', 'results'] as const;

export type PlatformComponent = (typeof PLATFORM_COMPONENTS)[number];
export type PlatformSection = SectionOf<PlatformComponent>;
export type RenderPlatformSection = (section: PlatformSection) => ReactNode;

export function isPlatformSection(section: SiteSection): section is PlatformSection {
  return (PLATFORM_COMPONENTS as readonly string[]).includes(section.component);
}
