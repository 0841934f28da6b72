// The athlete's finish on video (spec §4): the first visible recording that covers the finish,
// from 5 s before it. A videoId is either a file URL (HTML5 video) or an 11-character YouTube id.
import { Heading } from '@aws-amplify/ui-react';
import type { SyntheticEvent } from 'react';
import { resultsScreenTexts } from '../../../../shared/core/messages';
import type { TimingConfig } from '../../../../shared/results/event-schemas';
import { chooseFinishVideo } from '../../../../shared/results/finish-video';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const isUrl = (videoId: string) => /^(https?:\/\/|\/)/.test(videoId);

export function youtubeEmbedUrl(videoId: string, startSeconds: number, controls: boolean): string {
  const query = new URLSearchParams({ start: String(startSeconds), controls: controls ? '1' : '0', rel: '0' });
  return `https://www.youtube-nocookie.com/embed/${videoId}?${query}`;
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
    player = (
      <iframe
        src={youtubeEmbedUrl(video.videoId, startSeconds, controls)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
      />
    );
  }
  if (!player) return null;
  return (
    <section aria-label={resultsScreenTexts.finishVideo}>
      <Heading level={4}>{title}</Heading>
      {player}
    </section>
  );
}
