import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLogo } from '../../../components/app-logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';

export type StatusFrameProps = {
  /** A large icon or code above the title. */
  art: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
};

/** A status page of its own: the whole window, the product's logo, a centred message. */
export function StatusFrame({ art, title, body, children }: StatusFrameProps) {
  return (
    <Box
      component="div"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        py: 10,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, insetInlineStart: 24 }}>
        <AppLogo size={40} />
      </Box>
      <Box sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </Box>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Box sx={{ color: 'primary.main' }}>{art}</Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        {children}
      </Stack>
    </Box>
  );
}
