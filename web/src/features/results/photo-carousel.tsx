// 'Fotos del atleta': 5 photos at a time on wide screens (over 992 px), 3 otherwise (docs/results.md §9); each
// opens the photo editor with that photo.
import { Button, Flex, Heading, Image } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { eventPaths } from '@web/lib/event-paths';
import type { AthletePhoto } from './results-api';

const WIDE_SCREEN_PX = 992;
const slidesFor = (width: number) => (width > WIDE_SCREEN_PX ? 5 : 3);

function useSlidesPerView(): number {
  const [slides, setSlides] = useState(() => slidesFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSlides(slidesFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return slides;
}

export function PhotoCarousel({ eventId, photos }: { eventId: number; photos: AthletePhoto[] }) {
  const perView = useSlidesPerView();
  const [first, setFirst] = useState(0);
  if (photos.length === 0) return null;
  const start = Math.min(first, Math.max(0, photos.length - perView));
  const shown = photos.slice(start, start + perView);

  return (
    <section aria-label={resultsScreenTexts.photosTitle}>
      <Heading level={3} fontSize="xl">{resultsScreenTexts.photosTitle}</Heading>
      <Flex alignItems="center" gap="0.5rem">
        <Button
          size="small"
          onClick={() => setFirst(Math.max(0, start - perView))}
          isDisabled={start === 0}
          aria-label={resultsScreenTexts.previousPhotos}
        >
          ‹
        </Button>
        <Flex flex="1" gap="0.5rem" justifyContent="center">
          {shown.map((photo, offset) => (
            <Link
              key={photo.url}
              to={eventPaths.photoEditor(eventId, photo.url)}
              aria-label={resultsScreenTexts.editPhoto(start + offset + 1)}
              style={{ flex: `0 1 ${100 / perView}%` }}
            >
              <Image src={photo.urlThumb} alt="" width="100%" height="120px" objectFit="cover" borderRadius="small" />
            </Link>
          ))}
        </Flex>
        <Button
          size="small"
          onClick={() => setFirst(start + perView)}
          isDisabled={start + perView >= photos.length}
          aria-label={resultsScreenTexts.nextPhotos}
        >
          ›
        </Button>
      </Flex>
    </section>
  );
}
