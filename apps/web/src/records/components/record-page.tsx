import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingState } from '../../components/loading-state.tsx';
import { PageSimple } from '../../components/page-layouts/page-simple.tsx';
import { DataText, dataTextProps } from '../../components/data-text.tsx';
import { useFarmAccess } from '../no-farm/use-farm-access.ts';
import type { FarmAccess } from '../no-farm/use-farm-access.ts';

// Seen only by a staff member without a farm: loaded when first needed.
const NoFarmState = lazy(() =>
  import('../no-farm/no-farm-state.tsx').then((module) => ({ default: module.NoFarmState })),
);

export type Crumb = {
  label: string;
  to?: string;
  /** The label is data (a flock's or a party's name): drawn in its own direction. */
  data?: boolean;
};

export type RecordPageProps = {
  icon: typeof SvgIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title (a count, a status chip). */
  badge?: ReactNode;
  crumbs?: readonly Crumb[];
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  /**
   * A screen of farm work (records, figures, stock): someone who is not an admin and has no
   * farm yet sees why it is empty, without its actions, instead of its content.
   */
  farmWork?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/** A farm page: the simple page scaffold with a header (path, icon, title, actions) over the page's cards. */
export function RecordPage({ farmWork = false, ...props }: RecordPageProps) {
  // Only farm work reads the session and the farm list (other pages may have neither).
  return farmWork ? <FarmWorkPage {...props} /> : <RecordPageFrame {...props} access={OPEN} />;
}

const OPEN: FarmAccess = { state: 'open', recheck: () => {}, rechecking: false };

function FarmWorkPage(props: Omit<RecordPageProps, 'farmWork'>) {
  return <RecordPageFrame {...props} access={useFarmAccess(true)} />;
}

function RecordPageFrame({
  icon: Icon,
  title,
  subtitle,
  badge,
  crumbs = [],
  actions,
  children,
  access,
  ...rest
}: Omit<RecordPageProps, 'farmWork'> & {
  access: FarmAccess;
}) {
  const open = access.state === 'open';
  let content = children;
  if (access.state === 'checking') content = <LoadingState />;
  if (access.state === 'none') {
    content = (
      <Suspense fallback={<LoadingState />}>
        <NoFarmState onCheckAgain={access.recheck} checking={access.rechecking} />
      </Suspense>
    );
  }
  return (
    <PageSimple
      header={
        <>
          {crumbs.length > 0 ? (
            <Breadcrumbs
              sx={{ mb: 1.5, fontSize: '1.2rem', '& .MuiBreadcrumbs-separator': { mx: 0.75 } }}
            >
              {crumbs.map((crumb) =>
                crumb.to ? (
                  <Link
                    key={crumb.label}
                    component={RouterLink}
                    to={crumb.to}
                    underline="hover"
                    color="text.secondary"
                    {...(crumb.data ? dataTextProps : {})}
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <Typography
                    key={crumb.label}
                    sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}
                    {...(crumb.data ? dataTextProps : {})}
                  >
                    {crumb.label}
                  </Typography>
                ),
              )}
            </Breadcrumbs>
          ) : null}
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Avatar
                variant="rounded"
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 3,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  boxShadow: 2,
                }}
              >
                <Icon />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <DataText
                    variant="h4"
                    component="h1"
                    sx={{
                      fontSize: { xs: '2rem', md: '2.4rem' },
                      fontWeight: 600,
                      letterSpacing: '-0.01em',
                      lineHeight: 1.25,
                    }}
                  >
                    {title}
                  </DataText>
                  {open ? badge : null}
                </Stack>
                {subtitle ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {subtitle}
                  </Typography>
                ) : null}
              </Box>
            </Stack>
            {actions && open ? (
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  flexWrap: 'wrap',
                  rowGap: 1,
                  justifyContent: { xs: 'flex-start', md: 'flex-end' },
                }}
              >
                {actions}
              </Stack>
            ) : null}
          </Stack>
        </>
      }
      {...rest}
    >
      {content}
    </PageSimple>
  );
}
