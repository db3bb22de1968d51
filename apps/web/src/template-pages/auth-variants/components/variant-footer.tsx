import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type VariantFooterProps = {
  /** Text before the link, e.g. "Don't have an account?". */
  lead?: string;
  to: string;
  label: string;
};

/** The line under a variant's form that leads to its sibling page. */
export function VariantFooter({ lead, to, label }: VariantFooterProps) {
  return (
    <Stack sx={{ mt: 3, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {lead ? `${lead} ` : null}
        <Link component={RouterLink} to={to}>
          {label}
        </Link>
      </Typography>
    </Stack>
  );
}
