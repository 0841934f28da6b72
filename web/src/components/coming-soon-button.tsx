// A way to a section that does not exist yet: shown, marked 'Próximamente', and not clickable.
import { Badge, Button, type ButtonProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { navLabels } from '../../../shared/core/messages';

interface ComingSoonButtonProps {
  children: ReactNode;
  variation?: ButtonProps['variation'];
  isFullWidth?: boolean;
}

export function ComingSoonButton({ children, variation, isFullWidth }: ComingSoonButtonProps) {
  return (
    <Button variation={variation} isFullWidth={isFullWidth} isDisabled justifyContent="space-between" gap="0.5rem">
      {children}
      <Badge size="small">{navLabels.comingSoon}</Badge>
    </Button>
  );
}
