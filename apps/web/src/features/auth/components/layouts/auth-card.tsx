import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { AppLogo } from '../../../../components/app-logo.tsx';
import { LanguageSwitcher } from '../../../../components/language-switcher.tsx';

export type AuthCardProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/** The bare frame of the sign-in pages: one centred card with the product's name, no shell. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="div"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 8,
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.main} 0, ${theme.palette.primary.main} 280px, transparent 280px)`,
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, color: 'text.primary' }}>
        <LanguageSwitcher />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
            <AppLogo size={44} />
            <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600 }}>
              {t('app.name')}
            </Typography>
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
        </CardContent>
      </Card>
    </Box>
  );
}
