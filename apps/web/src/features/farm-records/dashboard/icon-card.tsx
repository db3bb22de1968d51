import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

export type IconCardProps = {
  title: string;
  subtitle: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
};

/** A card headed by an icon, a title (a level-2 heading) and a line under it. */
export function IconCard({ title, subtitle, icon, action, children, ...rest }: IconCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }} {...rest}>
      <CardHeader
        avatar={
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {icon}
          </Avatar>
        }
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
