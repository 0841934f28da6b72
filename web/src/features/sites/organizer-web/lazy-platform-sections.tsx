// The platform's sections of a published organizer web (platform-sections.tsx) as a chunk of their own,
// loaded once the page has drawn its own sections: an organizer web's first render carries neither
// the registration nor the results code (docs/architecture.md, "First views").
import { lazy, Suspense } from 'react';
import { LoadingView } from '@web/components/loading-view';
import type { PlatformSection } from './section-types';

const PlatformSectionView = lazy(() => import('./platform-sections').then((m) => ({ default: m.PlatformSectionView })));

export function renderPlatformSectionLazily(section: PlatformSection) {
  return (
    <Suspense fallback={<LoadingView />}>
      <PlatformSectionView section={section} />
    </Suspense>
  );
}
