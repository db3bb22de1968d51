import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SALARY_MONTH_PATH } from '../area-paths.ts';
import { useMoneyTexts } from '../money/locales/use-money-texts.ts';

/** Above the salaries list: the way to the month view of who is paid and who is not. */
export function SalaryMonthLink() {
  const texts = useMoneyTexts();
  return (
    <Card sx={{ p: 2, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography sx={{ fontWeight: 600 }}>{texts.salaryMonth}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.salaryMonthHint}
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={SALARY_MONTH_PATH}
          variant="outlined"
          startIcon={<CalendarMonthOutlined />}
          data-testid="salary-month-link"
        >
          {texts.openMonth}
        </Button>
      </Stack>
    </Card>
  );
}
