import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** The frame of every widget: a titled card with an optional choice at the end of its header. */
export function WidgetCard({
  id,
  title,
  subtitle,
  action,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{
          title: { component: 'h2', id: `${id}-title`, variant: 'h6' },
          action: { sx: { alignSelf: 'center', m: 0 } },
        }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {children}
      </CardContent>
    </Card>
  );
}
