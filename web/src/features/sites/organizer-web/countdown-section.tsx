// A countdown to the organizer's date, updated each second (docs/sites.md §2.10); once the date has come,
// the organizer's closing text.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { siteTexts } from '@shared/sites/site-texts';
import { timeLeft, type TimeLeft } from './countdown-time';
import { rendererTexts } from './renderer-texts';
import type { SectionOf } from './section-types';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof TimeLeft)[];

export function CountdownSection({ section }: { section: SectionOf<'countdown'> }) {
  const until = Date.parse(section.until);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(until, now);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Flex direction="column" alignItems="center" gap="0.75rem" textAlign="center">
      {section.title && <Heading level={2}>{section.title}</Heading>}
      {left ? (
        <div role="timer" aria-label={rendererTexts.countdown} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem' }}>
          {UNITS.map((unit) => (
            <div key={unit} data-unit={unit} style={{ minWidth: '4.5rem' }}>
              <Text as="span" display="block" fontSize="2.25rem" fontWeight="bold" color="var(--site-primary)" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {unit === 'days' ? left[unit] : String(left[unit]).padStart(2, '0')}
              </Text>
              <Text as="span" display="block">
                {siteTexts.countdownUnits[unit]}
              </Text>
            </div>
          ))}
        </div>
      ) : (
        <Text fontSize="1.5rem" fontWeight="bold">
          {section.doneText || siteTexts.countdownDone}
        </Text>
      )}
    </Flex>
  );
}
