import Box from '@mui/material/Box';

const heights = [120, 120, 120, 220, 160, 160] as const;

/** Placeholder blocks where a real screen's cards would go: drawn, not read. */
export function DemoBlocks({ count = heights.length }: { count?: number }) {
  return (
    <Box
      aria-hidden
      data-testid="layout-demo-blocks"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {heights.slice(0, count).map((height, index) => (
        <Box
          key={index}
          sx={{
            height,
            gridColumn: index === 3 ? { sm: 'span 3' } : undefined,
            borderRadius: 2,
            bgcolor: 'action.hover',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}
