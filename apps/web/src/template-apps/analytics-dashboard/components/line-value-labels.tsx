import { useTheme } from '@mui/material/styles';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { labelWidth } from './chart-format.ts';

/**
 * The chart plugin that writes point values above every line series through `format`
 * (thousands, as bars have their `barLabel`). Where points are close, a label is left out
 * rather than drawn over its neighbour. A child of `LineChart`.
 */
export function LineValueLabels({ format }: { format: (value: number | null) => string }) {
  const theme = useTheme();
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const domain = xScale.domain();

  const labels = series.flatMap((line) => {
    let lastX = -Infinity;
    let lastWidth = 0;
    return line.data.flatMap((value, index) => {
      const x = xScale(domain[index] as never);
      if (value === null || x === undefined) return [];
      const text = format(value);
      const width = labelWidth(text);
      if (Math.abs(x - lastX) < (width + lastWidth) / 2) return [];
      lastX = x;
      lastWidth = width;
      return [{ key: `${line.id}-${index}`, x, y: yScale(value) - 10, text }];
    });
  });

  return (
    <g data-testid="line-value-labels" pointerEvents="none">
      {labels.map((label) => (
        <text
          key={label.key}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          fontSize={11}
          fontWeight={600}
          fill={theme.palette.text.secondary}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}
