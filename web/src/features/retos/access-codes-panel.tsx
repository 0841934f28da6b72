// The organizer's access-code screen of one reto (docs/retos.md §2.8, §5, §9): generate codes within the
// reto's slots, the slots used of those available, the newest 10 codes and 'Mostrar más' for 10 more.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { codeTexts, type AccessCodePage, type AccessCodeView } from '@shared/retos/access-codes';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { AccessCodeCard } from './access-code-card';
import { accessCodesKey, fetchCodePage } from './access-codes-api';
import { GenerateCodesForm } from './generate-codes-form';

export function AccessCodesPanel({ eventId, eventName }: { eventId: string; eventName: string }) {
  const queryClient = useQueryClient();
  const key = accessCodesKey(eventId);
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchCodePage(eventId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });

  function replaceCode(changed: AccessCodeView) {
    queryClient.setQueryData<InfiniteData<AccessCodePage, string | undefined>>(key, (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, codes: page.codes.map((code) => (code.code === changed.code ? changed : code)) })) },
    );
  }

  const first = pages.data?.pages[0];
  const codes = pages.data?.pages.flatMap((page) => page.codes) ?? [];
  return (
    <Flex direction="column" gap="1rem">
      <Heading level={2} fontSize="xxl">{codeTexts.title}</Heading>
      <GenerateCodesForm eventId={eventId} onGenerated={() => queryClient.invalidateQueries({ queryKey: key })} />
      {pages.error && <Text color="font.error">{errorMessage(pages.error)}</Text>}
      {!pages.data && !pages.error && <LoadingView />}
      {first && <Text fontWeight="bold">{codeTexts.slots(first.issued, first.limit)}</Text>}
      {pages.data && codes.length === 0 && <Text>{codeTexts.none}</Text>}
      {codes.map((code) => (
        <AccessCodeCard key={code.code} eventId={eventId} eventName={eventName} code={code} onChanged={replaceCode} />
      ))}
      {pages.hasNextPage && (
        <Button alignSelf="flex-start" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {codeTexts.more}
        </Button>
      )}
    </Flex>
  );
}
