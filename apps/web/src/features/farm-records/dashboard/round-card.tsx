import type { Dashboard } from '@flockbook/contracts';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DataText } from '../../../components/data-text.tsx';
import { DAILY_ROUND_PATH } from '../area-paths.ts';
import { useDashboardTexts } from './locales/use-dashboard-texts.ts';

const roundPath = (farmId?: string) =>
  farmId ? `${DAILY_ROUND_PATH}?farmId=${encodeURIComponent(farmId)}` : DAILY_ROUND_PATH;

/** The dashboard's way into the daily round. */
export function DailyRoundButton() {
  const texts = useDashboardTexts();
  return (
    <Button
      component={RouterLink}
      to={DAILY_ROUND_PATH}
      variant="contained"
      color="secondary"
      startIcon={<AssignmentTurnedInOutlined />}
      data-testid="dashboard-daily-round"
    >
      {texts.dailyRound}
    </Button>
  );
}

/**
 * Today's round at a glance: the houses (with their flocks) whose farm has no round for them
 * yet today, each farm leading to its round; or word that every house has one.
 */
export function RoundCard({ board }: { board: Dashboard }) {
  const texts = useDashboardTexts();
  if (board.activeFlocks.length === 0) return null;
  const farms = new Map<string, Dashboard['roundsMissing']>();
  for (const missing of board.roundsMissing) {
    farms.set(missing.farmId, [...(farms.get(missing.farmId) ?? []), missing]);
  }
  return (
    <Card data-testid="dashboard-rounds">
      <CardHeader
        title={texts.roundToday}
        slotProps={{ title: { variant: 'h6', fontWeight: 600 } }}
      />
      <Stack spacing={1.5} sx={{ px: 2, pb: 2.5 }}>
        {farms.size === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{texts.roundsDone}</Typography>
        ) : (
          <>
            <Typography sx={{ color: 'text.secondary' }}>{texts.roundsMissing}</Typography>
            {[...farms].map(([farmId, houses]) => (
              <Stack key={farmId} spacing={0.5} data-testid="dashboard-rounds-farm">
                <Link component={RouterLink} to={roundPath(farmId)} sx={{ fontWeight: 600 }}>
                  <DataText component="span">{houses[0]?.farmName}</DataText>
                </Link>
                <Typography variant="body2" component="div">
                  {houses.map((missing, index) => (
                    <span key={missing.flockId}>
                      {index > 0 ? ' · ' : null}
                      <DataText component="span">{missing.houseName ?? texts.noHouse}</DataText>
                      {' ('}
                      <DataText component="span">{missing.flockName}</DataText>
                      {')'}
                    </span>
                  ))}
                </Typography>
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Card>
  );
}
