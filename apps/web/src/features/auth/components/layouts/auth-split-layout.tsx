import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { AppLogo } from '../../../../components/app-logo.tsx';
import { LanguageSwitcher } from '../../../../components/language-switcher.tsx';
import { AuthIllustration } from './auth-illustration.tsx';

export type AuthSplitLayoutProps = {
  title: string;
  subtitle?: string;
  /** The picture panel's heading and text. */
  asideTitle: string;
  asideText: string;
  children: ReactNode;
};

/**
 * A split screen: the form at the start edge, a picture panel filling the rest (hidden on small
 * screens). The row follows the reading direction, so in Arabic the form is on the right.
 */
export function AuthSplitLayout({
  title,
  subtitle,
  asideTitle,
  asideText,
  children,
}: AuthSplitLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box component="div" sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.paper' }}>
      <Box
        sx={{
          width: { xs: '100%', md: 480 },
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          px: { xs: 3, sm: 6 },
          py: 6,
          borderInlineEnd: { md: 1 },
          borderColor: { md: 'divider' },
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
      </Box>
      <Box
        data-testid="auth-split-aside"
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 8,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          textAlign: 'center',
        }}
      >
        <AuthIllustration size={380} />
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, maxWidth: 520 }}>
          {asideTitle}
        </Typography>
        <Typography sx={{ maxWidth: 480 }}>{asideText}</Typography>
      </Box>
    </Box>
  );
}
