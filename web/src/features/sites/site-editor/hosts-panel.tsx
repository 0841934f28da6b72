// The site's addresses: active ones link to the site, pending own domains show the TXT record to
// create, 'Verificar' and when their claim lapses, own domains where their CNAME points; subdomains and
// own domains are added here (what is wrong with an address typed shows on its field), and any address removed.
import { Alert, Badge, Button, Flex, Heading, Link, Text, View } from '@aws-amplify/ui-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddHostRequest, SiteHostView } from '@shared/sites/site-api';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { AddHostForm } from './add-host-form';
import { addressProblem } from './address-problem';
import { useEditorZone } from './editor-event';
import { editorMoment } from './editor-moment';
import { hostAddress } from './host-address';
import { addSiteHost, removeSiteHost, siteEditorKey, verifySiteHost } from './site-editor-api';

const texts = siteEditorTexts.hosts;

export function HostsPanel({ eventId, hosts }: { eventId: number; hosts: SiteHostView[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const done = (text: string) => () => {
    setFailure(null);
    toast(text);
    void queryClient.invalidateQueries({ queryKey: siteEditorKey(eventId) });
  };
  const failed = (error: unknown) => setFailure(errorMessage(error));
  const zone = useEditorZone();
  const add = useMutation({
    mutationFn: (request: AddHostRequest) => addSiteHost(eventId, request),
    onSuccess: done(texts.added),
    onError: (error: unknown) => setFailure(addressProblem(error) ? null : errorMessage(error)),
  });
  const verify = useMutation({ mutationFn: (host: string) => verifySiteHost(eventId, host), onSuccess: done(texts.verified), onError: failed });
  const remove = useMutation({ mutationFn: (host: string) => removeSiteHost(eventId, host), onSuccess: done(texts.removed), onError: failed });
  const busy = verify.isPending || remove.isPending;

  return (
    <Flex direction="column" gap="0.75rem">
      <Heading level={2} fontSize="xl">{texts.heading}</Heading>
      {failure && <Alert variation="error">{failure}</Alert>}
      {hosts.length === 0 && <Text>{texts.empty}</Text>}
      <ul aria-label={texts.heading} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
        {hosts.map((host) => (
          <li key={host.host}>
            <View border="1px solid" borderColor="border.primary" borderRadius="small" padding="0.5rem" marginBottom="0.5rem">
              <Flex direction="column" gap="0.25rem">
                <Flex alignItems="center" gap="0.5rem" wrap="wrap">
                  {host.status === 'activo' ? (
                    <Link href={hostAddress(host.host)} isExternal>
                      {host.host}
                    </Link>
                  ) : (
                    <Text as="span">{host.host}</Text>
                  )}
                  <Badge size="small" variation={host.status === 'activo' ? 'success' : 'warning'}>
                    {host.status === 'activo' ? texts.active : texts.pending}
                  </Badge>
                  {host.status === 'pendiente' && (
                    <Button size="small" isDisabled={busy} onClick={() => verify.mutate(host.host)}>
                      {texts.verify}
                    </Button>
                  )}
                  <Button
                    size="small"
                    variation="destructive"
                    isDisabled={busy}
                    onClick={() => {
                      if (window.confirm(texts.confirmRemove(host.host))) remove.mutate(host.host);
                    }}
                  >
                    {texts.remove}
                  </Button>
                </Flex>
                {host.cnameTarget && (
                  <Text fontSize="small">
                    {texts.cnameHint} <code>{host.cnameTarget}</code>
                  </Text>
                )}
                {host.status === 'pendiente' && host.verification && (
                  <Text fontSize="small">
                    {texts.txtHint} {texts.recordName}: <code>{host.verification.recordName}</code> · {texts.recordValue}: <code>{host.verification.value}</code>
                  </Text>
                )}
                {host.status === 'pendiente' && host.expiresAt && <Text fontSize="small">{texts.lapses(editorMoment(host.expiresAt, zone))}</Text>}
              </Flex>
            </View>
          </li>
        ))}
      </ul>
      <AddHostForm tipo="subdominio" pending={add.isPending} onAdd={(request) => add.mutateAsync(request)} />
      <AddHostForm tipo="propio" pending={add.isPending} onAdd={(request) => add.mutateAsync(request)} />
    </Flex>
  );
}
