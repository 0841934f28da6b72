// One access code of the organizer's list (docs/retos.md §2.8, §4, docs/platform.md §7): its uses and state, the switch (the
// API refuses to switch on a used-up code, and says so), and sharing its registration link: the
// phone's own share sheet where there is one, else the link copied with the spec's toast; WhatsApp.
import { Badge, Button, Card, Flex, Link, Text } from '@aws-amplify/ui-react';
import { codeLinkPath, codeMessages, codeTexts, type AccessCodeView } from '@shared/retos/access-codes';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { toggleCode } from './access-codes-api';
import { useSingleSend } from './use-single-send';

interface AccessCodeCardProps {
  eventId: string;
  eventName: string;
  code: AccessCodeView;
  onChanged: (code: AccessCodeView) => void;
}

export function AccessCodeCard({ eventId, eventName, code, onChanged }: AccessCodeCardProps) {
  const toast = useToast();
  const link = new URL(codeLinkPath(eventId, code.code), window.location.origin).toString();
  const text = codeTexts.shareText(eventName);
  const toggle = useSingleSend({
    mutationFn: (active: boolean) => toggleCode(eventId, code.code, active),
    onSuccess: onChanged,
    onError: (error) => toast(errorMessage(error)),
  });

  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: eventName, text, url: link });
        return;
      }
      await navigator.clipboard.writeText(link);
      toast(codeMessages.copied);
    } catch (error) {
      // docs/retos.md §8: a share the athlete cancels, or a clipboard the browser denies, is only logged.
      console.error(error);
    }
  }

  return (
    <Card variation="outlined" padding="0.75rem">
      <Flex direction="column" gap="0.5rem">
        <Flex alignItems="center" gap="0.75rem" wrap="wrap">
          <Text fontFamily="monospace" fontSize="large" fontWeight="bold">
            {code.code}
          </Text>
          <Badge variation={code.active ? 'success' : undefined}>{code.active ? codeTexts.active : codeTexts.inactive}</Badge>
          <Text color="font.secondary">{codeTexts.used(code.usedCount, code.uses)}</Text>
        </Flex>
        <Flex gap="0.5rem" wrap="wrap" alignItems="center">
          <Button size="small" onClick={() => void share()}>
            {codeTexts.share}
          </Button>
          <Link href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`} isExternal>
            {codeTexts.whatsapp}
          </Link>
          <Button size="small" variation="link" isLoading={toggle.isPending} onClick={() => toggle.send(!code.active)}>
            {code.active ? codeTexts.deactivate : codeTexts.activate}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
