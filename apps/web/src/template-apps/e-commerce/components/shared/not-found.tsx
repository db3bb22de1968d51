import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export type NotFoundProps = { title: string; body: string; backLabel: string; backTo: string };

/** An unknown product or order: says so and links back to its list. */
export function NotFound({ title, body, backLabel, backTo }: NotFoundProps) {
  return (
    <Box
      data-testid="e-commerce-not-found"
      sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button variant="contained" component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Box>
  );
}
