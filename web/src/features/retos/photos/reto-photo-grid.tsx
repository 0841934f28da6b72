// A reto's grid of start photos or of finishers (docs/retos.md §2.6 steps 1 and 3, §9): 100 at a time, newest
// first, each with the athlete's name and, at the finish, their time; 'Mostrar más' for 100 more.
import { Button, Card, Flex, Grid, Heading, Image, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import type { RetoGridPhoto, RetoGridType } from '@shared/retos/reto-photos';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { fetchRetoPhotoPage, retoPhotoGridKey } from './reto-photos-api';

const titles: Record<RetoGridType, string> = { startLine: retoPhotoTexts.startGrid, finishLine: retoPhotoTexts.finishGrid };

function GridPhoto({ photo }: { photo: RetoGridPhoto }) {
  const name = `${photo.athleteName} ${photo.athleteLastName}`;
  return (
    <Card variation="outlined" padding="0.5rem">
      <Flex direction="column" gap="0.25rem">
        <Image src={photo.url} alt={retoPhotoTexts.photoOf(name)} loading="lazy" width="100%" style={{ aspectRatio: '1', objectFit: 'cover' }} />
        <Text fontSize="small" fontWeight="bold">
          {name}
        </Text>
        {photo.finishTime && (
          <Text fontSize="small" fontFamily="monospace">
            {photo.finishTime}
          </Text>
        )}
      </Flex>
    </Card>
  );
}

export function RetoPhotoGrid({ eventId, type }: { eventId: string; type: RetoGridType }) {
  const pages = useInfiniteQuery({
    queryKey: retoPhotoGridKey(eventId, type),
    queryFn: ({ pageParam }) => fetchRetoPhotoPage(eventId, type, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
  const photos = pages.data?.pages.flatMap((page) => page.photos) ?? [];
  return (
    <Flex as="section" direction="column" gap="0.75rem">
      <Heading level={3} fontSize="xl">{titles[type]}</Heading>
      {pages.error && <Text color="font.error">{errorMessage(pages.error)}</Text>}
      {!pages.data && !pages.error && <LoadingView />}
      {pages.data && photos.length === 0 && <Text>{retoPhotoTexts.noPhotos}</Text>}
      <Grid templateColumns="repeat(auto-fill, minmax(140px, 1fr))" gap="0.75rem">
        {photos.map((photo) => (
          <GridPhoto key={photo.photoId} photo={photo} />
        ))}
      </Grid>
      {pages.hasNextPage && (
        <Button alignSelf="flex-start" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {retoPhotoTexts.showMore}
        </Button>
      )}
    </Flex>
  );
}
