// 'Seguir en vivo' on an athlete's detail during a live race: adds the athlete to the live page's
// followed list (or takes them off it), and says so when the list is full.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { MAX_FOLLOWED, toggleFollowed, useFollowedBibs } from './followed-athletes';

export function FollowButton({ eventId, bib }: { eventId: number; bib: string }) {
  const following = useFollowedBibs(eventId).includes(bib);
  const [full, setFull] = useState(false);
  return (
    <Flex direction="column" gap="0.25rem" alignItems="flex-start">
      <Button size="small" aria-pressed={following} onClick={() => setFull(!toggleFollowed(eventId, bib))}>
        {following ? resultsScreenTexts.unfollow : resultsScreenTexts.follow}
      </Button>
      {full && !following && (
        <Text role="status" color="font.warning">
          {resultsScreenTexts.followedFull(MAX_FOLLOWED)}
        </Text>
      )}
    </Flex>
  );
}
