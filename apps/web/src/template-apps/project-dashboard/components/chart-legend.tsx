import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type LegendItem = { label: string; color: string; value?: string };

/** The chart's legend as page text, so it reads in the page's direction and screen readers find it. */
export function ChartLegend({ items, testId }: { items: LegendItem[]; testId?: string }) {
  return (
    <Stack
      component="ul"
      direction="row"
      data-testid={testId}
      sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((item) => (
        <Stack
          component="li"
          key={item.label}
          direction="row"
          sx={{ alignItems: 'center', gap: 0.75 }}
        >
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2">{item.label}</Typography>
          {item.value !== undefined ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.value}
            </Typography>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
