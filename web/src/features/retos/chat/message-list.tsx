// The messages of a thread or of the broadcasts, oldest first as a conversation reads, each as the
// plain text it is (line breaks kept, never read as HTML), with who wrote it and when; 'Mostrar
// más' reads older ones.
import { Button, Flex, Text, View } from '@aws-amplify/ui-react';
import { momentText } from '@shared/core/moment-text';
import type { RetoMessageView } from '@shared/retos/reto-chat';
import { chatTexts } from '@shared/retos/reto-chat-texts';

interface MessageListProps {
  messages: RetoMessageView[];
  /** Who wrote it, as the reader calls them ('Tú', 'Organizador', the athlete's name). */
  senderOf: (message: RetoMessageView) => string;
  /** The reader's own messages sit on the right. */
  isOwn: (message: RetoMessageView) => boolean;
  empty: string;
  more?: { onMore: () => void; loading: boolean };
}

const timeText = (seconds: number) => momentText(seconds * 1000, 'short');

export function MessageList({ messages, senderOf, isOwn, empty, more }: MessageListProps) {
  return (
    <Flex direction="column" gap="0.5rem" as="ol" padding="0" margin="0" style={{ listStyle: 'none' }} aria-live="polite">
      {more && (
        <Button size="small" alignSelf="center" isLoading={more.loading} onClick={more.onMore}>
          {chatTexts.more}
        </Button>
      )}
      {messages.length === 0 && <Text color="font.secondary">{empty}</Text>}
      {messages.map((message) => (
        <View
          as="li"
          key={message.id}
          alignSelf={isOwn(message) ? 'flex-end' : 'flex-start'}
          maxWidth="85%"
          padding="0.5rem 0.75rem"
          borderRadius="medium"
          backgroundColor={isOwn(message) ? 'primary.20' : 'neutral.20'}
        >
          <Text fontSize="small" color="font.secondary">
            {senderOf(message)} · {timeText(message.date)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Text>
        </View>
      ))}
    </Flex>
  );
}
