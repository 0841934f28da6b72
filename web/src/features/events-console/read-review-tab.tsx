// The timer's review queue (docs/timing.md#the-review-queue): each doubtful read with its athlete,
// point, time and reasons, the athlete's whole pass history, and 'Aceptar' / 'Descartar'. Cards, not
// a table, so a phone shows a read and its buttons without scrolling sideways.
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecision } from '@shared/timing/read-review';
import type { ReviewAthlete, ReviewedRead } from '@shared/timing/read-review-schemas';
import { decisionLabels, reviewReasons, reviewTexts } from '@shared/timing/read-review-texts';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { decideReadReview, fetchReadReviews, readReviewsKey } from './console-api';

const pointOf = (read: ReviewedRead) => (read.lap > 1 ? `${read.punto} (${reviewTexts.lap(read.lap)})` : read.punto);

function History({ athlete }: { athlete: ReviewAthlete }) {
  return (
    <details>
      <summary>{reviewTexts.history}</summary>
      <ol aria-label={reviewTexts.historyOf(athlete.bib)}>
        {athlete.passes.map((read) => (
          <li key={read.readId}>
            {pointOf(read)} · {read.hora}
            {read.codes.length > 0 && ` · ${read.codes.map((code) => reviewReasons[code]).join('; ')}`}
            {read.decision && ` · ${decisionLabels[read.decision]}`}
          </li>
        ))}
      </ol>
      {athlete.log.length > 0 && (
        <>
          <Text fontWeight="bold">{reviewTexts.log}</Text>
          <ul>
            {athlete.log.map((entry) => (
              <li key={entry.readId}>{reviewTexts.logEntry(entry.decision, entry.by, entry.at)}</li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

function FlaggedCard({ athlete, read, onDecide, busy }: { athlete: ReviewAthlete; read: ReviewedRead; onDecide: (decision: ReviewDecision) => void; busy: boolean }) {
  const punto = pointOf(read);
  return (
    <Card variation="outlined" as="li">
      <Flex direction="column" gap="0.5rem">
        <Heading level={3} fontSize="large">
          {athlete.bib} · {athlete.nombre || reviewTexts.unknownAthlete}
        </Heading>
        <Text>
          {reviewTexts.point}: {punto} · {reviewTexts.time}: {read.hora}
        </Text>
        <Text>
          {reviewTexts.reason}: {read.codes.map((code) => reviewReasons[code]).join('; ')}
        </Text>
        {read.decision ? (
          <Badge variation={read.decision === 'aceptada' ? 'success' : 'warning'} alignSelf="flex-start">
            {decisionLabels[read.decision]}
          </Badge>
        ) : (
          <Flex gap="0.5rem" wrap="wrap">
            <Button variation="primary" isDisabled={busy} aria-label={reviewTexts.acceptRead(athlete.bib, punto)} onClick={() => onDecide('aceptada')}>
              {reviewTexts.accept}
            </Button>
            <Button variation="warning" isDisabled={busy} aria-label={reviewTexts.discardRead(athlete.bib, punto)} onClick={() => onDecide('descartada')}>
              {reviewTexts.discard}
            </Button>
          </Flex>
        )}
        <History athlete={athlete} />
      </Flex>
    </Card>
  );
}

export function ReadReviewTab({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queue = useQuery({ queryKey: readReviewsKey(eventId), queryFn: () => fetchReadReviews(eventId) });
  const decide = useMutation({
    mutationFn: (body: { bib: string; readId: string; decision: ReviewDecision }) => decideReadReview(eventId, body),
    onSuccess: (answer) => toast(answer.changed ? reviewTexts.decided[answer.decision] : reviewTexts.alreadyDecided),
    onError: (error) => toast(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readReviewsKey(eventId) }),
  });
  if (queue.error) return <Text color="font.error">{errorMessage(queue.error)}</Text>;
  if (!queue.data) return <LoadingView />;
  const reads = queue.data.athletes.flatMap((athlete) => athlete.passes.filter((read) => read.codes.length > 0).map((read) => ({ athlete, read })));
  // Reads still waiting for a decision first.
  const ordered = [...reads.filter(({ read }) => !read.decision), ...reads.filter(({ read }) => read.decision)];
  return (
    <Flex direction="column" gap="0.75rem">
      <Heading level={2} fontSize="xl">
        {reviewTexts.heading}
      </Heading>
      <Text>{reviewTexts.intro}</Text>
      <Text fontStyle="italic">{queue.data.hideUnreviewed ? reviewTexts.hiddenNote : reviewTexts.shownNote}</Text>
      {ordered.length === 0 ? (
        <Text>{reviewTexts.empty}</Text>
      ) : (
        <Flex as="ul" direction="column" gap="0.75rem" padding="0" margin="0" style={{ listStyle: 'none' }}>
          {ordered.map(({ athlete, read }) => (
            <FlaggedCard
              key={`${athlete.bib}|${read.readId}`}
              athlete={athlete}
              read={read}
              busy={decide.isPending}
              onDecide={(decision) => decide.mutate({ bib: athlete.bib, readId: read.readId, decision })}
            />
          ))}
        </Flex>
      )}
      {queue.data.more && <Text>{reviewTexts.more}</Text>}
    </Flex>
  );
}
