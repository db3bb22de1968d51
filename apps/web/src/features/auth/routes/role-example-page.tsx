import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isGuest } from '../../../lib/route-auth.ts';
import { useSession } from '../../../lib/session.ts';

type Audience = 'admin' | 'staff' | 'guest';

/** Says who may open the page, and shows the visitor's own role. */
function RoleExample({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const role = isGuest(user.role) ? t('auth.roleExamples.noRole') : user.role.join(', ');

  return (
    <Box
      component="div"
      sx={{
        minHeight: audience === 'guest' ? '100vh' : undefined,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 6 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t(`auth.roleExamples.${audience}Title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t(`auth.roleExamples.${audience}Body`)}
          </Typography>
          <Chip
            sx={{ mt: 3 }}
            color="primary"
            variant="outlined"
            label={t('auth.roleExamples.yourRole', { role })}
            data-testid="current-role"
          />
        </CardContent>
      </Card>
    </Box>
  );
}

export function AdminRoleExamplePage() {
  return <RoleExample audience="admin" />;
}

export function StaffRoleExamplePage() {
  return <RoleExample audience="staff" />;
}

export function GuestRoleExamplePage() {
  return <RoleExample audience="guest" />;
}
