import HomeOutlined from '@mui/icons-material/HomeOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStatusPagesTexts } from '../locales/use-status-pages-texts.ts';
import { StatusFrame } from './status-frame.tsx';

/** /pages/errors/error-500: the server failed; try again (a reload) or go home. */
export function Error500Page() {
  const texts = useStatusPagesTexts().error500;
  return (
    <StatusFrame
      art={
        <Typography component="p" sx={{ fontSize: '9.6rem', fontWeight: 600, lineHeight: 1 }}>
          500
        </Typography>
      }
      title={texts.title}
      body={texts.body}
    >
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          startIcon={<RefreshOutlined />}
          onClick={() => window.location.reload()}
        >
          {texts.retry}
        </Button>
        <Button
          component={RouterLink}
          to={paths.home}
          variant="outlined"
          startIcon={<HomeOutlined />}
        >
          {texts.back}
        </Button>
      </Stack>
    </StatusFrame>
  );
}
