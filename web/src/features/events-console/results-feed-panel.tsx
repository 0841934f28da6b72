// 'Resultados en tu sitio': the two snippets that put the event's results widget on another site (a
// script that keeps the frame's height to its content, or a bare iframe), each with a copy button, a
// preview of the widget, and the open feed's addresses (docs/results.md 'The open results feed').
import { Button, Card, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { feedPaths, widgetSnippets } from '@shared/results/feed-api';
import { feedConsoleTexts as texts } from '@shared/results/feed-texts';
import { useToast } from '@web/lib/toasts';

function Snippet({ label, code }: { label: string; code: string }) {
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast(texts.copied);
    } catch {
      toast(texts.copyFailed);
    }
  }

  return (
    <Flex direction="column" gap="0.25rem">
      <Text fontWeight="bold">{label}</Text>
      <Text as="code" fontFamily="monospace" fontSize="small" style={{ wordBreak: 'break-all' }}>
        {code}
      </Text>
      <Button size="small" alignSelf="flex-start" aria-label={`${texts.copy}: ${label}`} onClick={() => void copy()}>
        {texts.copy}
      </Button>
    </Flex>
  );
}

interface ResultsFeedPanelProps {
  eventId: number;
  nombreEvento: string;
  /** The first modality's code, for the CSV example; none before the event has modalities. */
  firstModality?: string;
}

export function ResultsFeedPanel({ eventId, nombreEvento, firstModality }: ResultsFeedPanelProps) {
  // The console runs on the platform's own host, the address other sites must load the widget from.
  const origin = window.location.origin;
  const snippets = widgetSnippets(origin, eventId, nombreEvento);
  const csv = firstModality ? `${feedPaths.standings(eventId)}?${new URLSearchParams({ modalidad: firstModality, view: 'general', formato: 'csv' })}` : null;
  return (
    <Card variation="outlined" data-testid="results-feed">
      <Flex direction="column" gap="1rem">
        <Heading level={2} fontSize="xl">
          {texts.title}
        </Heading>
        <Text color="font.secondary">{texts.intro}</Text>
        <Snippet label={texts.scriptLabel} code={snippets.script} />
        <Snippet label={texts.iframeLabel} code={snippets.iframe} />
        <Link href={feedPaths.widget(eventId)} isExternal>
          {texts.preview}
        </Link>
        <Heading level={3} fontSize="large">
          {texts.feedTitle}
        </Heading>
        <Text color="font.secondary">{texts.feedHint}</Text>
        <Flex direction="column" gap="0.25rem">
          <Link href={feedPaths.event(eventId)} isExternal>
            {texts.feedLink}
          </Link>
          {csv && (
            <Link href={csv} isExternal>
              {texts.csvLink}
            </Link>
          )}
          <Link href={feedPaths.openApi} isExternal>
            {texts.openApiLink}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
