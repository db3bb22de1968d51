import { useTheme } from '@mui/material/styles';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

/**
 * The chart plugin that writes each point's value above it on every line series, through
 * `format` (thousands, as bars have their `barLabel`). A child of `LineChart`.
 */
export function LineValueLabels({ format }: { format: (value: number | null) => string }) {
  const theme = useTheme();
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const domain = xScale.domain();

  return (
    <g data-testid="line-value-labels" pointerEvents="none">
      {series.flatMap((line) =>
        line.data.map((value, index) => {
          const x = xScale(domain[index] as never);
          if (value === null || x === undefined) return null;
          return (
            <text
              key={`${line.id}-${index}`}
              x={x}
              y={yScale(value) - 10}
              textAnchor="middle"
              fontSize={11}
              fontWeight={600}
              fill={theme.palette.text.secondary}
            >
              {format(value)}
            </text>
          );
        }),
      )}
    </g>
  );
}
