// A reto's start or finish audio (docs/retos.md §2.6 steps 1 and 3), when its organizer uploaded one.
import { Flex, Text } from '@aws-amplify/ui-react';

export function RetoAudio({ src, label }: { src: string | null | undefined; label: string }) {
  if (!src) return null;
  return (
    <Flex direction="column" gap="0.25rem">
      <Text fontWeight="bold">{label}</Text>
      <audio controls preload="none" src={src} aria-label={label} style={{ width: '100%', maxWidth: '28rem' }} />
    </Flex>
  );
}
