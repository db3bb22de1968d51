import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FigureCardProps = {
  icon: typeof SvgIcon;
  label: string;
  value: ReactNode;
  /** A small word after the value (a unit). */
  unit?: string;
  detail?: ReactNode;
  tone?: 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
  /** Smaller digits for long values such as money. */
  compact?: boolean;
  testId: string;
};

/** One figure of the flock page's header: an icon, a label, a big value and a detail line. */
export function FigureCard({
  icon: Icon,
  label,
  value,
  unit,
  detail,
  tone = 'primary',
  compact = false,
  testId,
}: FigureCardProps) {
  return (
    <Card
      component="section"
      aria-label={label}
      data-testid={`figure-${testId}`}
      sx={{ p: 2, display: 'flex', gap: 1.75, alignItems: 'flex-start', minWidth: 0 }}
    >
      <Avatar
        variant="rounded"
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2.5,
          bgcolor: `${tone}.main`,
          color: `${tone}.contrastText`,
        }}
      >
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          component="h3"
          sx={{
            color: 'text.secondary',
            fontWeight: 600,
            textTransform: 'uppercase',
            letterSpacing: '0.05em',
            fontSize: '1.1rem',
          }}
        >
          {label}
        </Typography>
        <Typography
          component="p"
          data-testid={`figure-${testId}-value`}
          sx={{
            fontSize: compact ? '1.7rem' : '2.4rem',
            whiteSpace: compact ? 'nowrap' : undefined,
            fontWeight: 600,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
            mt: 0.25,
          }}
        >
          {value}
          {unit ? (
            <Box
              component="span"
              sx={{ fontSize: '1.4rem', fontWeight: 400, color: 'text.secondary', ml: 0.5 }}
            >
              {unit}
            </Box>
          ) : null}
        </Typography>
        {detail ? (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {detail}
          </Typography>
        ) : null}
      </Box>
    </Card>
  );
}
