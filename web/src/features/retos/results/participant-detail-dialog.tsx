// A participant's detail for the organizer (docs/retos.md §2.8): who they are, their times and positions, the
// activity that proves the distance with its laps, and their photos (a start or finish photo opens in
// the reto's photo editor).
import { Button, Card, Flex, Grid, Heading, Image, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { retoParticipantsTexts as texts, type RetoParticipantRow } from '@shared/retos/reto-participants';
import { genderLabels } from '@shared/retos/reto-results';
import { activitySourceLabel } from '@web/components/activity-card';
import { ActivityLapsTable } from '@web/components/activity-laps';
import { ActivitySummaryView } from '@web/components/activity-summary';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import type { RetoPhotoView } from '@shared/retos/reto-photos';
import type { RetoPhotoEditorProps } from '../photos/photo-editor';
import { recordedText } from './participants-table';
import { RetoDialog } from './reto-dialog';
import { RetoPositionsList } from './reto-positions-list';
import { fetchRetoParticipant, retoParticipantKey } from './results-api';

export type EditedPhoto = Pick<RetoPhotoEditorProps, 'url' | 'kind' | 'athlete'>;

interface ParticipantDetailDialogProps {
  eventId: string;
  participant: RetoParticipantRow;
  onClose: () => void;
  /** Opens a start or finish photo in the editor; absent until the reto's look has loaded. */
  onEdit?: (photo: EditedPhoto) => void;
  /** Opens (or starts) the organizer's thread with the participant. */
  onChat: (participant: RetoParticipantRow) => void;
}

function AthletePhotos({ photos, athlete, onEdit }: { photos: RetoPhotoView[]; athlete: RetoParticipantRow; onEdit?: (photo: EditedPhoto) => void }) {
  if (photos.length === 0) return <Text>{texts.noPhotos}</Text>;
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(120px, 1fr))" gap="0.5rem">
      {photos.map(({ photoId, photoType, url }) => (
        <Card key={photoId} variation="outlined" padding="0.25rem">
          <Flex direction="column" gap="0.25rem">
            <a href={url} target="_blank" rel="noreferrer">
              <Image src={url} alt={`${texts.photoTypes[photoType]}: ${athlete.athleteName}`} loading="lazy" width="100%" style={{ aspectRatio: '1', objectFit: 'cover' }} />
            </a>
            <Flex justifyContent="space-between" alignItems="center" gap="0.25rem">
              <Text fontSize="small">{texts.photoTypes[photoType]}</Text>
              {onEdit && photoType !== 'evidence' && (
                <Button size="small" variation="link" onClick={() => onEdit({ url, kind: photoType, athlete })}>
                  {texts.editPhoto}
                </Button>
              )}
            </Flex>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

export function ParticipantDetailDialog({ eventId, participant, onClose, onEdit, onChat }: ParticipantDetailDialogProps) {
  const detail = useQuery({ queryKey: retoParticipantKey(eventId, participant.userID), queryFn: () => fetchRetoParticipant(eventId, participant.userID) });
  const name = `${participant.athleteName} ${participant.athleteLastName}`;
  const shown = detail.data?.participant ?? participant;
  const activity = detail.data?.activity;
  return (
    <RetoDialog title={texts.detailTitle(name)} closeText={texts.close} onClose={onClose}>
      <Flex direction="column" gap="0.25rem">
        <Text>
          {texts.columns.raceNumber} {shown.raceNumber} · {genderLabels[shown.athleteGender]}
          {shown.category ? ` · ${shown.category}` : ''} · {texts.columns.birth}: {shown.athleteBirth}
        </Text>
        {detail.data && <Text color="font.secondary">{detail.data.participant.athleteEmail}</Text>}
        <Button size="small" variation="primary" alignSelf="flex-start" onClick={() => onChat(participant)}>
          {texts.chatWith(participant.athleteName)}
        </Button>
        <Flex gap="0.25rem 1.5rem" wrap="wrap">
          <Text>
            {texts.columns.goal}: <strong>{shown.goalTime}</strong>
          </Text>
          <Text>
            {texts.columns.finish}: <strong>{shown.finishTime ?? '—'}</strong>
          </Text>
          <Text>
            {texts.columns.recorded}: {recordedText(shown.finishTimeDate)}
          </Text>
          <Text>
            {texts.columns.evidence}: {texts.evidence(shown.evidencePhotos, shown.activityId !== null)}
          </Text>
        </Flex>
      </Flex>
      <Heading level={3} fontSize="large">{texts.positions}</Heading>
      {shown.finishTime ? <RetoPositionsList positions={shown.positions} /> : <Text>{texts.noFinish}</Text>}
      <Heading level={3} fontSize="large">{texts.activity}</Heading>
      {detail.error && <Text color="font.error">{errorMessage(detail.error)}</Text>}
      {!detail.data && !detail.error && <LoadingView />}
      {detail.data &&
        (activity?.status === 'parsed' ? (
          <>
            <ActivitySummaryView summary={activity.summary} sourceLabel={activitySourceLabel(activity)} />
            {activity.laps.length > 0 && <ActivityLapsTable laps={activity.laps} activityType={activity.summary.activityType} />}
          </>
        ) : (
          <Text>{texts.noActivity}</Text>
        ))}
      <Heading level={3} fontSize="large">{texts.photos}</Heading>
      {detail.data && <AthletePhotos photos={detail.data.photos} athlete={shown} onEdit={onEdit} />}
    </RetoDialog>
  );
}
