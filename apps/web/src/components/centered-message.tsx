import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type CenteredMessageProps = {
  code?: string;
  title: string;
  body: string;
  action?: ReactNode;
};

/** A whole-page message, used by the error pages. */
export function CenteredMessage({ code, title, body, action }: CenteredMessageProps) {
  return (
    <Box
      component="div"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        bgcolor: 'background.default',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        {code ? (
          <Typography
            component="p"
            sx={{ fontSize: '9.6rem', fontWeight: 600, lineHeight: 1, color: 'primary.main' }}
          >
            {code}
          </Typography>
        ) : null}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        {action}
      </Stack>
    </Box>
  );
}
