// The results section of an organizer web (docs/sites.md §2.10): the event's results widget, embedded
// the way any other site embeds it (docs/results.md 'The results widget'), its script inserting the
// frame and keeping its height to the content. The frame comes from the host the web is served on.
import { Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { feedPaths, WIDGET_SCRIPT_ATTRIBUTES, WIDGET_SCRIPT_PATH } from '@shared/results/feed-api';
import { siteTexts } from '@shared/sites/site-texts';
import type { SectionOf } from './section-types';

export function ResultsSection({ section }: { section: SectionOf<'results'> }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SCRIPT_PATH;
    script.setAttribute(WIDGET_SCRIPT_ATTRIBUTES.page, feedPaths.widget(section.eventId));
    script.setAttribute(WIDGET_SCRIPT_ATTRIBUTES.title, section.title || siteTexts.resultsButton);
    element.append(script);
    // What the script inserted goes with it: React drew nothing inside the holder.
    return () => element.replaceChildren();
  }, [section.eventId, section.title]);
  return (
    <Flex direction="column" gap="0.75rem">
      {section.title && <Heading level={2}>{section.title}</Heading>}
      <div ref={holder} data-testid="results-widget" />
    </Flex>
  );
}
