// Amplify UI buttons and links that navigate inside the SPA instead of reloading the page.
import { Button, Link, type ButtonProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export function RouterButton({
  to,
  variation,
  children,
}: {
  to: string;
  variation?: ButtonProps['variation'];
  children: ReactNode;
}) {
  return (
    <Button as={RouterLink} to={to} variation={variation}>
      {children}
    </Button>
  );
}

/** A link in or beside text: underlined, so it is told apart by more than its colour. */
export function RouterTextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link as={RouterLink} to={to} textDecoration="underline">
      {children}
    </Link>
  );
}
