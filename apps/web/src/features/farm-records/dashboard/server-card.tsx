import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Health } from '@flockbook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useHealth } from './api/get-health.ts';
import { formatDuration } from './format-duration.ts';
import { IconCard } from './icon-card.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
        {children}
      </Typography>
    </Box>
  );
}

function HealthFacts({ health }: { health: Health }) {
  const { t, i18n } = useTranslation();
  const ok = health.status === 'ok';
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label={t('home.server.status')}>
        <Chip
          size="small"
          color={ok ? 'success' : 'warning'}
          label={ok ? t('home.server.statusOk') : t('home.server.statusDegraded')}
          data-testid="health-status"
        />
      </Fact>
      <Fact label={t('home.server.version')}>
        <Box component="span" data-testid="health-version" dir="ltr">
          {health.version}
        </Box>
      </Fact>
      <Fact label={t('home.server.driver')}>
        <Box component="span" data-testid="health-driver" sx={{ fontFamily: 'monospace' }}>
          {health.database.driver}
        </Box>
      </Fact>
      <Fact label={t('home.server.database')}>
        <Chip
          size="small"
          variant="outlined"
          color={health.database.ok ? 'success' : 'error'}
          label={
            health.database.ok
              ? t('home.server.databaseReachable')
              : t('home.server.databaseUnreachable')
          }
        />
      </Fact>
      <Fact label={t('home.server.latency')}>
        {t('home.server.latencyValue', {
          value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
            health.database.latencyMs,
          ),
        })}
      </Fact>
      <Fact label={t('home.server.uptime')}>
        {formatDuration(health.uptimeSeconds, i18n.language)}
      </Fact>
    </Box>
  );
}

export function ServerCard() {
  const { t } = useTranslation();
  const health = useHealth();

  return (
    <IconCard
      title={t('home.server.title')}
      subtitle={t('home.server.subtitle')}
      icon={<DnsOutlinedIcon />}
      data-testid="server-card"
      action={
        <Tooltip title={t('common.refresh')}>
          <span>
            <IconButton
              aria-label={t('common.refresh')}
              onClick={() => void health.refetch()}
              disabled={health.isFetching}
            >
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      }
    >
      {health.isPending ? (
        <LoadingState />
      ) : health.isError ? (
        <ErrorState error={health.error} onRetry={() => void health.refetch()} />
      ) : (
        <HealthFacts health={health.data} />
      )}
    </IconCard>
  );
}
