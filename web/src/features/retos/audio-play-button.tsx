// A reto's start or finish audio as one labelled play / pause button (docs/retos.md §2.6 steps 1 and 3,
// §2.8): never a bare native player, which reads '0:00 / 0:00' until pressed. Drawn only with a source.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useRef, useState } from 'react';
import { retoPhotoTexts as texts } from '@shared/retos/reto-photo-texts';

export function AudioPlayButton({ src, label }: { src: string | null | undefined; label: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!src) return null;

  function toggle() {
    const element = audio.current;
    if (!element) return;
    setFailed(false);
    if (element.paused) Promise.resolve(element.play()).catch(() => setFailed(true));
    else element.pause();
  }

  return (
    <Flex direction="column" gap="0.25rem" alignItems="flex-start">
      <Button size="small" onClick={toggle} aria-pressed={playing}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        &nbsp;{playing ? texts.pauseAudio(label) : texts.playAudio(label)}
      </Button>
      {failed && <Text color="font.error" fontSize="small">{texts.audioFailed}</Text>}
      <audio ref={audio} src={src} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} onError={() => setFailed(true)} />
    </Flex>
  );
}
