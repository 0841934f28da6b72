// The spec's full-screen reports and dialogs: a modal layer over the page, closed by its button or Escape.
// Printed, it is the sheet that prints alone, without its close button (print-sheet.css).
import { Button, Flex, Heading, View } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FullScreenLayer } from '@web/components/full-screen-layer';
import { printClasses } from '@web/components/print-sheet';
import { resultsScreenTexts } from '@shared/results/results-texts';

/** Open dialogs, innermost last: Escape closes only the one on top (athlete detail over a report). */
const openDialogs: object[] = [];

interface FullScreenDialogProps {
  title: string;
  /** A second line under the title, e.g. '(Resultados preliminares)'. */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
}

export function FullScreenDialog({ title, subtitle, onClose, children }: FullScreenDialogProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves into the dialog, on its text input when it has one (the search), so keyboard and
    // screen-reader users land in it.
    const root = rootRef.current;
    (root?.querySelector<HTMLElement>('input[type="search"]') ?? root?.querySelector<HTMLElement>('button'))?.focus();
    const self = {};
    openDialogs.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === self) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
    };
  }, [onClose]);

  return (
    <FullScreenLayer
      ref={rootRef}
      className={printClasses.sheet}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      gap="0"
      backgroundColor="background.primary"
      style={{ zIndex: 900 }}
    >
      <Flex alignItems="center" justifyContent="space-between" padding="0.75rem 1rem" boxShadow="small" gap="1rem">
        <Flex direction="column" gap="0">
          <Heading level={2} fontSize="xxl" id={titleId}>
            {title}
          </Heading>
          {subtitle && <View color="font.secondary">{subtitle}</View>}
        </Flex>
        <Button className={printClasses.hidden} onClick={onClose}>
          {resultsScreenTexts.close}
        </Button>
      </Flex>
      <Flex direction="column" flex="1" minHeight="0" overflow="auto" padding="1rem" gap="1rem">
        {children}
      </Flex>
    </FullScreenLayer>
  );
}
