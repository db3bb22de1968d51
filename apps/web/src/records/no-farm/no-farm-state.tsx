import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNoFarmTexts } from './locales/use-no-farm-texts.ts';

export type NoFarmStateProps = {
  onCheckAgain: () => void;
  checking: boolean;
};

/**
 * In place of a farm screen's content, for a staff member an admin has given no farm yet: why
 * it is empty and who can change that.
 */
export function NoFarmState({ onCheckAgain, checking }: NoFarmStateProps) {
  const texts = useNoFarmTexts();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="no-farm">
      <Stack
        spacing={2}
        sx={{ alignItems: 'center', textAlign: 'center', px: { xs: 2.5, sm: 4 }, py: 6 }}
      >
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'action.selected', color: 'primary.main' }}>
          <WarehouseOutlined fontSize="large" />
        </Avatar>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{texts.body}</Typography>
        <Button variant="outlined" onClick={onCheckAgain} loading={checking}>
          {texts.checkAgain}
        </Button>
      </Stack>
    </Card>
  );
}
