import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { AppLogo } from '../../../../components/app-logo.tsx';
import { LanguageSwitcher } from '../../../../components/language-switcher.tsx';
import { AuthIllustration } from './auth-illustration.tsx';

export type AuthFullScreenLayoutProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/**
 * The whole window in the primary colour with the picture in the background, the form on a
 * full-height sheet along the start edge (the whole width on small screens).
 */
export function AuthFullScreenLayout({ title, subtitle, children }: AuthFullScreenLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="div"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'primary.main',
        backgroundImage: `radial-gradient(circle at 80% 20%, ${alpha(theme.palette.common.white, 0.18)} 0, transparent 45%)`,
        overflow: 'hidden',
      })}
    >
      <Box
        sx={{
          position: 'absolute',
          insetInlineEnd: { md: '8%' },
          bottom: '10%',
          display: { xs: 'none', md: 'block' },
          opacity: 0.9,
        }}
      >
        <AuthIllustration size={460} />
      </Box>
      <Paper
        square
        elevation={8}
        sx={{
          position: 'relative',
          width: { xs: '100%', sm: 480 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          px: { xs: 3, sm: 6 },
          py: 6,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 4 }}>
          <AppLogo size={40} />
          <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 600, flex: 1 }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitcher />
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        ) : null}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
