// The athlete's finish on video (docs/results.md §4): the first visible recording that covers the finish,
// from 5 s before it. A videoId is either a file URL (HTML5 video) or an 11-character YouTube id.
import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import type { SyntheticEvent } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { TimingConfig } from '@shared/results/event-schemas';
import { chooseFinishVideo } from '@shared/results/finish-video';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const isUrl = (videoId: string) => /^(https?:\/\/|\/)/.test(videoId);

function youtubeEmbedUrl(videoId: string, startSeconds: number, controls: boolean): string {
  const query = new URLSearchParams({ start: String(startSeconds), controls: controls ? '1' : '0', rel: '0' });
  return `https://www.youtube-nocookie.com/embed/${videoId}?${query}`;
}

/** The same moment on YouTube itself, for when the embed cannot load (blocked, offline, or embedding disabled). */
function youtubeWatchUrl(videoId: string, startSeconds: number): string {
  return `https://www.youtube.com/watch?v=${videoId}&t=${startSeconds}s`;
}

interface FinishVideoProps {
  timingConfig: TimingConfig;
  fhm: string;
  zone: string;
}

export function FinishVideo({ timingConfig, fhm, zone }: FinishVideoProps) {
  const chosen = chooseFinishVideo(timingConfig.eventVideos, fhm, zone);
  if (!chosen) return null;
  const { video, startSeconds } = chosen;
  const controls = !timingConfig.hideControls;
  const title = video.title || resultsScreenTexts.finishVideo;
  let player = null;
  let watchUrl: string | null = null;
  if (isUrl(video.videoId)) {
    // The media fragment starts the download there; setting currentTime covers players that ignore it.
    const seek = (event: SyntheticEvent<HTMLVideoElement>) => {
      event.currentTarget.currentTime = startSeconds;
    };
    player = (
      <video
        src={`${video.videoId}#t=${startSeconds}`}
        controls={controls}
        playsInline
        muted
        autoPlay
        onLoadedMetadata={seek}
        title={title}
        style={{ width: '100%', maxHeight: '60vh' }}
      />
    );
  } else if (YOUTUBE_ID.test(video.videoId)) {
    watchUrl = youtubeWatchUrl(video.videoId, startSeconds);
    player = (
      <iframe
        src={youtubeEmbedUrl(video.videoId, startSeconds, controls)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        // 16:9 and at most 640 px wide: at most 360 px tall, so an embed that cannot load stays small.
        style={{ width: '100%', maxWidth: '640px', aspectRatio: '16 / 9', border: 0 }}
      />
    );
  }
  if (!player) return null;
  return (
    <section aria-label={resultsScreenTexts.finishVideo}>
      <Heading level={3} fontSize="xl">{resultsScreenTexts.finishVideo}</Heading>
      <figure style={{ margin: 0 }}>
        {player}
        {(video.title || watchUrl) && (
          <Flex as="figcaption" gap="1rem" wrap="wrap" alignItems="baseline">
            {video.title && <Text>{video.title}</Text>}
            {watchUrl && (
              <Link href={watchUrl} isExternal>
                {resultsScreenTexts.watchOnYoutube}
              </Link>
            )}
          </Flex>
        )}
      </figure>
    </section>
  );
}
