// 'Gráficas del atleta': the athlete's elapsed time at every checkpoint against the winner of the
// category and the overall winner, so the gap opening or closing along the course is visible.
// Every line starts at (0 km, 0 min); checkpoints without a time ('N/R') are left out of a line.
import { Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { CHART, layoutChart, type ChartSeries } from './chart-geometry';

const origin = { x: CHART.left, y: CHART.height - CHART.bottom };

export function AthleteChart({ series }: { series: ChartSeries[] }) {
  const layout = layoutChart(series);
  return (
    <section aria-label={resultsScreenTexts.chartTitle}>
      <Heading level={3} fontSize="xl">{resultsScreenTexts.chartTitle}</Heading>
      {!layout ? (
        <Text>{resultsScreenTexts.chartEmpty}</Text>
      ) : (
        <>
          {/* The viewBox scales the drawing to the dialog's width; its height follows the aspect ratio. */}
          <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" role="img" aria-label={resultsScreenTexts.chartTitle}>
            <g stroke="#d0d0d0" fontSize="12" fill="#555">
              {layout.yTicks.map((tick) => (
                <g key={tick.label}>
                  <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.at} y2={tick.at} />
                  <text x={CHART.left - 8} y={tick.at + 4} textAnchor="end" stroke="none">
                    {tick.label}
                  </text>
                </g>
              ))}
              {layout.xTicks.map((tick) => (
                <text key={tick.label} x={tick.at} y={origin.y + 16} textAnchor="middle" stroke="none">
                  {tick.label}
                </text>
              ))}
              <text x={(CHART.left + CHART.width) / 2} y={CHART.height - 6} textAnchor="middle" stroke="none">
                {resultsScreenTexts.chartAxes.distance}
              </text>
              <text x={14} y={CHART.height / 2} textAnchor="middle" stroke="none" transform={`rotate(-90 14 ${CHART.height / 2})`}>
                {resultsScreenTexts.chartAxes.time}
              </text>
            </g>
            {layout.series.map((line) => (
              <g key={line.label} stroke={line.color} fill={line.color}>
                <polyline fill="none" strokeWidth="2.5" points={[origin, ...line.points].map((p) => `${p.x},${p.y}`).join(' ')} />
                {line.points.map((point, index) => (
                  <circle key={index} cx={point.x} cy={point.y} r="4">
                    <title>{`${line.label} · ${point.label}: ${point.time}`}</title>
                  </circle>
                ))}
              </g>
            ))}
          </svg>
          <Flex gap="1rem" wrap="wrap" justifyContent="center">
            {layout.series.map((line) => (
              <Flex key={line.label} alignItems="center" gap="0.4rem">
                <View width="14px" height="14px" borderRadius="small" backgroundColor={line.color} />
                <Text fontSize="small">{line.label}</Text>
              </Flex>
            ))}
          </Flex>
        </>
      )}
    </section>
  );
}
