// A reto as a card whose name leads to one of its pages: its photo (a placeholder with its distance when
// it has none), its status (Próximo, Abierto, Cerrado), period and distance, and the unread messages
// where the caller counts them. The organizer's dashboard and the admins' list lead to its organizer
// page, the hub to the athlete's.
import { Badge, Card, Flex, Heading, Image, Text, View, VisuallyHidden } from '@aws-amplify/ui-react';
import { RouterTextLink } from '@web/components/router-button';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { retoStatus, retoStatusLabels, type RetoStatus } from '@shared/retos/reto-status';
import { retoOrganizerTexts } from '@shared/retos/virtual-event';

interface RetoLinkCardProps {
  to: string;
  reto: { eventID: string; eventName: string; eventStart: string; eventEnd: string; distance: number; eventEnded: boolean; eventPhoto: string | null };
  /** A line under the period: the athlete's step, the organizer's name. */
  detail?: string;
  /** Chat messages not read yet; nothing shows at 0. */
  unread?: number;
}

const statusVariation: Record<RetoStatus, 'info' | 'success' | undefined> = { proximo: 'info', abierto: 'success', cerrado: undefined };
const PICTURE = '6rem';

function RetoPicture({ reto }: Pick<RetoLinkCardProps, 'reto'>) {
  if (reto.eventPhoto) return <Image src={reto.eventPhoto} alt="" width={PICTURE} height={PICTURE} objectFit="cover" borderRadius="medium" loading="lazy" shrink="0" />;
  return (
    <View
      aria-hidden="true"
      width={PICTURE}
      height={PICTURE}
      borderRadius="medium"
      shrink="0"
      style={{ display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, var(--amplify-colors-primary-80), var(--amplify-colors-primary-40))' }}
    >
      <Text color="white" fontWeight="bold" fontSize="large">
        {retoOrganizerTexts.distance(reto.distance)}
      </Text>
    </View>
  );
}

export function RetoLinkCard({ to, reto, detail, unread = 0 }: RetoLinkCardProps) {
  const status = retoStatus(reto, new Date());
  return (
    <Card variation="outlined" padding="0.75rem">
      <Flex gap="0.75rem" alignItems="flex-start">
        <RetoPicture reto={reto} />
        <Flex direction="column" gap="0.25rem" minWidth="0">
          <Flex gap="0.5rem" alignItems="center" wrap="wrap">
            <Badge size="small" variation={statusVariation[status]}>
              {retoStatusLabels[status]}
            </Badge>
            {unread > 0 && (
              <Badge size="small" variation="error">
                {unread}{' '}
                <VisuallyHidden>{retoPageTexts.organizer.unreadSuffix}</VisuallyHidden>
              </Badge>
            )}
          </Flex>
          <Heading level={2} fontSize="large" style={{ overflowWrap: 'anywhere' }}>
            <RouterTextLink to={to}>{reto.eventName}</RouterTextLink>
          </Heading>
          <Text fontSize="small">{retoOrganizerTexts.period(retoPageTexts.date(reto.eventStart), retoPageTexts.date(reto.eventEnd))}</Text>
          <Text fontSize="small" color="font.secondary">
            {retoOrganizerTexts.distance(reto.distance)} · ID {reto.eventID}
          </Text>
          {detail && <Text fontSize="small">{detail}</Text>}
        </Flex>
      </Flex>
    </Card>
  );
}
