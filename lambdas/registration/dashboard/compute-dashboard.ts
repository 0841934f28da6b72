// Recomputes one scope's Dashboard from its registrants, read page by page and folded into the
// figures (registrants per tracking link among them), and stores it dated from when the reading began.
import { createDashboardAccumulator } from '@shared/registration/dashboard';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { withSectionDefaults } from '@shared/results/event-sections';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { trackingLinkNames } from '@lambdas/events/tracking-links-repository';
import { saveDashboard } from './registrant-dashboards-repository';
import { registrantPages } from '../admin/registrant-pages';
import type { RegistrantScope } from '../admin/registrant-scope';
import { getRegistryConfig } from '../config/registry-config-repository';
import { staffNames } from '../staff/staff-names';

export async function computeDashboard(scope: RegistrantScope): Promise<void> {
  const startedAt = new Date();
  const [event, sections, config, ligas] = await Promise.all([getEvent(scope.eventId), getEventSections(scope.eventId), getRegistryConfig(scope.eventId), trackingLinkNames(scope.eventId)]);
  if (!event) return;
  const { modalidades } = withSectionDefaults(sections);
  const figures = createDashboardAccumulator({ config: config ?? registryConfigSchema.parse({}), modalidades, zonaHoraria: event.zonaHoraria, ligas });
  for await (const page of registrantPages(scope)) page.forEach((registrant) => figures.add(registrant));
  const names = await staffNames()(figures.users());
  await saveDashboard(scope, figures.result(names), startedAt);
}
