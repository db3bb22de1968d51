import { styled } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { MAIN_CONTENT_ID } from './page-arrival.ts';

/** Out of sight until it has the keyboard's focus; then at the top of the window. */
const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  insetInlineStart: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[4],
  fontWeight: 600,
  transform: 'translateY(-200%)',
  // Its focus ring is the theme's, as every control's.
  '&:focus': { transform: 'none' },
}));

/**
 * The first stop of the Tab key on a page with navigation: it skips the navigation and the
 * toolbar and puts the focus on the page itself.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
