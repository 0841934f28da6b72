// The activity page's charts (recharts, as the organizer's dashboard): power and heart rate over the
// minutes of the activity, on two axes, and the minutes spent in each zone as bars with the zone's
// range written under the chart, so a phone reads them without hovering.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '@shared/activities/activity-analysis';
import { heartRateDomain, minuteTicks, zoneRows } from '@shared/activities/training-format';
import { trainingTexts } from '@shared/activities/training-texts';
import type { ZoneTime } from '@shared/activities/training-zones';

const CHART_HEIGHT = 240;
/** The size drawn before the container is measured (and where nothing measures it). */
const FIRST_SIZE = { width: 340, height: CHART_HEIGHT };
/** Power in the brand's orange, heart rate in blue: the lines and each kind of zone bars alike. */
const COLOURS = { power: '#d9480f', heartRate: '#1864ab' } as const;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variation="outlined" as="section" aria-label={title}>
      <Heading level={2} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

export function PowerHeartRateChart({ series }: { series: ChartPoint[] }) {
  const hasPower = series.some((point) => point.power !== undefined);
  const hasHeartRate = series.some((point) => point.heartRate !== undefined);
  return (
    <ChartCard title={trainingTexts.powerChart}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={FIRST_SIZE}>
        <LineChart data={series} margin={{ top: 8, right: 4, bottom: 16, left: 4 }}>
          <CartesianGrid stroke="#e0e0e0" />
          <XAxis dataKey="minute" type="number" domain={[0, 'dataMax']} ticks={minuteTicks(series.at(-1)?.minute ?? 0)} unit={` ${trainingTexts.minuteAxis}`} fontSize={12} />
          {hasPower ? <YAxis yAxisId="power" width={40} fontSize={12} allowDecimals={false} /> : null}
          {hasHeartRate ? <YAxis yAxisId="heartRate" orientation="right" width={36} fontSize={12} allowDecimals={false} domain={heartRateDomain} /> : null}
          <Tooltip labelFormatter={(minute) => trainingTexts.minutes(String(minute))} />
          <Legend />
          {hasPower ? <Line yAxisId="power" dataKey="power" name={trainingTexts.powerLegend} stroke={COLOURS.power} dot={false} strokeWidth={1.5} isAnimationActive={false} /> : null}
          {hasHeartRate ? (
            <Line yAxisId="heartRate" dataKey="heartRate" name={trainingTexts.heartRateLegend} stroke={COLOURS.heartRate} dot={false} strokeWidth={1.5} isAnimationActive={false} />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function ZonesChart({ title, zones, unit, kind }: { title: string; zones: ZoneTime[]; unit: string; kind: keyof typeof COLOURS }) {
  const rows = zoneRows(zones, unit);
  return (
    <ChartCard title={title}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={FIRST_SIZE}>
        <BarChart data={rows} margin={{ top: 20, right: 4, bottom: 4, left: 4 }}>
          <CartesianGrid stroke="#e0e0e0" vertical={false} />
          <XAxis dataKey="zone" fontSize={12} />
          <YAxis width={36} fontSize={12} allowDecimals={false} />
          <Bar dataKey="minutes" name={trainingTexts.minuteAxis} fill={COLOURS[kind]} isAnimationActive={false}>
            <LabelList dataKey="minutes" position="top" fontSize={11} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <Flex as="ul" direction="column" gap="0.125rem" margin="0.5rem 0 0" padding="0" style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Text as="li" key={row.zone} fontSize="small">
            <strong>{row.zone}</strong> ({row.range}): {row.label}
          </Text>
        ))}
      </Flex>
    </ChartCard>
  );
}
