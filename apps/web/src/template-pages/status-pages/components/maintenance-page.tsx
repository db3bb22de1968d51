import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStatusPagesTexts } from '../locales/use-status-pages-texts.ts';
import { StatusFrame } from './status-frame.tsx';

/** /pages/maintenance: the app is closed for a while, with a way to try again. */
export function MaintenancePage() {
  const texts = useStatusPagesTexts().maintenance;
  return (
    <StatusFrame
      art={<ConstructionOutlined sx={{ fontSize: 96 }} />}
      title={texts.title}
      body={texts.body}
    >
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        {texts.back}
      </Button>
    </StatusFrame>
  );
}
