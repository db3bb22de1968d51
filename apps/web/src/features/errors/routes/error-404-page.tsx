import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message.tsx';

export function Error404Page() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      code="404"
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      action={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeOutlinedIcon />}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
