// 'Resultados Equipos' (docs/results.md, Equipos): the teams of a modality (mixed, or of one branch),
// each as a block that stacks on a phone: place, team and total, then the finishers it counts with
// their place and official time; incomplete teams last, without a place. 'Descargar CSV' saves it.
import { Button, Flex, Text, View } from '@aws-amplify/ui-react';
import { formatDuration } from '@shared/results/durations';
import type { TeamsConfig } from '@shared/results/event-schemas';
import { teamReportTexts as texts } from '@shared/results/results-texts';
import type { TeamStanding } from '@shared/results/teams';
import { errorMessage } from '@web/lib/error-message';
import { queryFallback } from './query-fallback';
import { reportCsvFile } from './report-csv';
import { ReportIntro } from './report-intro';
import type { StandingsQuery } from './results-api';
import { useStandingsPages } from './use-standings';

const everyTeam = () => true;

export const teamTotal = (team: Pick<TeamStanding, 'puntuacion' | 'total'>) => (team.puntuacion === 'tiempo' ? formatDuration(team.total) : texts.points(team.total));

/** The place column's width, and how far the counted finishers are indented under the team. */
const PLACE_WIDTH = '2.5rem';
const GAP = '0.75rem';

function TeamBlock({ team, onSelect }: { team: TeamStanding; onSelect: (bib: string) => void }) {
  const numeric = { flex: 'none', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <View as="li" padding="0.75rem 0" style={{ borderBottom: '1px solid var(--amplify-colors-border-secondary)' }}>
      <Flex alignItems="baseline" gap={GAP}>
        <Text as="span" fontWeight="bold" width={PLACE_WIDTH} style={numeric}>
          {team.pos > 0 ? team.pos : '–'}
        </Text>
        <Flex direction="column" gap="0" flex="1" minWidth="0">
          <Text as="span" fontWeight="bold" style={{ overflowWrap: 'anywhere' }}>
            {team.equipo}
          </Text>
          {!team.completo && (
            <Text as="span" fontSize="small" color="font.secondary">
              {texts.incomplete}
            </Text>
          )}
        </Flex>
        <Text as="span" fontWeight="bold" style={numeric}>
          {teamTotal(team)}
        </Text>
      </Flex>
      <View as="ol" aria-label={texts.membersOf(team.equipo)} margin={`0.25rem 0 0 calc(${PLACE_WIDTH} + ${GAP})`} padding="0" style={{ listStyle: 'none' }}>
        {team.miembros.map((member) => (
          <Flex as="li" key={member.num} alignItems="baseline" gap="0.5rem" fontSize="small">
            <Text as="span" color="font.secondary" width="2.75rem" style={numeric}>
              {texts.place(member.lugar)}
            </Text>
            <Button variation="link" size="small" padding="0" flex="1" minWidth="0" justifyContent="flex-start" textAlign="start" onClick={() => onSelect(member.num)}>
              {member.nombre}
            </Button>
            <Text as="span" style={numeric}>
              {member.to}
            </Text>
          </Flex>
        ))}
      </View>
    </View>
  );
}

/** The event's team report configuration, and whether it ranks longer times first (a fixed-time event). */
export interface TeamReportSetup {
  config: TeamsConfig;
  byTime: boolean;
}

interface TeamsReportProps {
  eventId: number;
  standings: StandingsQuery;
  setup: TeamReportSetup;
  label: string;
  onSelect: (bib: string) => void;
}

export function TeamsReport({ eventId, standings, setup: { config, byTime }, label, onSelect }: TeamsReportProps) {
  const { query, rows, total, loadMore } = useStandingsPages<TeamStanding>(eventId, standings, everyTeam);
  const fallback = queryFallback(query, false);
  if (fallback) return fallback;
  return (
    <ReportIntro
      rule={texts.rule(config.integrantes, config.puntuacion, byTime)}
      downloadLabel={texts.downloadCsv}
      fetchCsv={() => reportCsvFile(eventId, standings, texts.csvTruncated)}
      empty={rows.length === 0 ? texts.noTeams : null}
    >
      <Text color="font.secondary" role="status">
        {total === null ? texts.countingTeams : texts.teamsCount(total)}
      </Text>
      <View as="ol" aria-label={label} margin="0" padding="0" style={{ listStyle: 'none' }}>
        {rows.map((team) => (
          <TeamBlock key={`${team.pos}|${team.equipo}`} team={team} onSelect={onSelect} />
        ))}
      </View>
      {query.hasNextPage && (
        <Button size="small" alignSelf="flex-start" isLoading={query.isFetchingNextPage} onClick={loadMore}>
          {texts.moreTeams}
        </Button>
      )}
      {query.isFetchNextPageError && <Text role="alert">{errorMessage(query.error)}</Text>}
    </ReportIntro>
  );
}
