import { View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll: a named region a keyboard can focus and scroll (docs/platform.md,
 * Accessibility). Positioned, so that a table's hidden caption stays inside and never widens a phone's page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View as="section" overflow="auto" width="100%" position="relative" tabIndex={0} aria-label={label}>
      {children}
    </View>
  );
}
