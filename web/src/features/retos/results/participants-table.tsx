// The organizer's participants table (docs/retos.md §2.8): the chat and detail buttons first (in reach on a
// phone, where the table scrolls sideways), then number, names, birth date, gender, category, the three
// positions, goal time, evidence, final time and when it was recorded.
import { Button, Table, TableBody, TableCell, TableHead, TableRow, VisuallyHidden } from '@aws-amplify/ui-react';
import { momentText } from '@shared/core/moment-text';
import { participantColumns, retoParticipantsTexts as texts, type RetoParticipantRow } from '@shared/retos/reto-participants';
import { genderLabels } from '@shared/retos/reto-results';
import { ScrollRegion } from '@web/components/scroll-region';
import { placeText } from './reto-positions-list';

const HEADINGS = [texts.columns.chat, texts.columns.detail, ...participantColumns];

export const recordedText = (iso: string | null) => (iso ? momentText(iso, 'short') : '—');

interface ParticipantsTableProps {
  participants: RetoParticipantRow[];
  onDetail: (participant: RetoParticipantRow) => void;
  /** Opens (or starts) the organizer's thread with the participant. */
  onChat: (participant: RetoParticipantRow) => void;
}

export function ParticipantsTable({ participants, onDetail, onChat }: ParticipantsTableProps) {
  return (
    <ScrollRegion label={texts.title}>
      <Table size="small" variation="striped" highlightOnHover caption={<VisuallyHidden>{texts.title}</VisuallyHidden>}>
        <TableHead>
          <TableRow>
            {HEADINGS.map((heading) => (
              <TableCell as="th" key={heading} style={{ whiteSpace: 'nowrap' }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {participants.map((row) => (
            <TableRow key={row.userID}>
              <TableCell>
                <Button size="small" onClick={() => onChat(row)} aria-label={texts.chatWith(`${row.athleteName} ${row.athleteLastName}`)}>
                  {texts.chat}
                </Button>
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => onDetail(row)} aria-label={`${texts.detail} ${row.athleteName} ${row.athleteLastName}`}>
                  {texts.detail}
                </Button>
              </TableCell>
              <TableCell>{row.raceNumber}</TableCell>
              <TableCell>{row.athleteName}</TableCell>
              <TableCell>{row.athleteLastName}</TableCell>
              <TableCell>{row.athleteBirth}</TableCell>
              <TableCell>{genderLabels[row.athleteGender]}</TableCell>
              <TableCell>{row.category}</TableCell>
              <TableCell>{placeText(row.positions.absolute)}</TableCell>
              <TableCell>{placeText(row.positions.gender)}</TableCell>
              <TableCell>{placeText(row.positions.category)}</TableCell>
              <TableCell fontFamily="monospace">{row.goalTime}</TableCell>
              <TableCell>{texts.evidence(row.evidencePhotos, row.activityId !== null)}</TableCell>
              <TableCell fontFamily="monospace">{row.finishTime ?? '—'}</TableCell>
              <TableCell>{recordedText(row.finishTimeDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
