import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation.ts';

export type DemoAccount = { email: string; password: string };

/** The accounts the demo data creates. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', password: 'admin' },
  { email: 'staff@example.com', password: 'staff' },
];

/** Demo accounts are listed unless the build says to hide them. */
export function demoAccountsShown(): boolean {
  return import.meta.env.VITE_HIDE_DEMO_ACCOUNTS !== 'true';
}

export type DemoAccountsProps = {
  onChoose: (account: DemoAccount) => void;
};

export function DemoAccounts({ onChoose }: DemoAccountsProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" data-testid="demo-accounts" sx={{ mb: 3 }}>
      <AlertTitle>{t('auth.login.demoTitle')}</AlertTitle>
      {t('auth.login.demoHint')}
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Button
              size="small"
              variant="text"
              onClick={() => onChoose(account)}
              sx={{ px: 0.5, fontFamily: 'monospace', fontWeight: 400 }}
            >
              <span dir="ltr">
                {account.email} / {account.password}
              </span>
            </Button>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
