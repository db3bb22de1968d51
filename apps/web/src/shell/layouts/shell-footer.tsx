import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { classes, textStyles, themeClasses } from '../../lib/theme-classes.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FLOATING_BAND_HEIGHT, FLOATING_BUTTON_ROOM } from './floating-space.ts';
import { TechLogos } from './tech-logos.tsx';

/** Where the purchase button leads: the product's own page, in a new tab. */
export const PURCHASE_URL = 'https://flockbook.example/purchase';

export type ShellFooterProps = {
  theme: Theme;
  /** Stays at the bottom of the window (or scroll area) while the page scrolls. */
  sticky: boolean;
  /** Centres the contents within this width (container mode). */
  maxWidth?: number | undefined;
  /** The floating navbar button sits at the footer's start (no toolbar). */
  navbarButton?: boolean;
};

const useFooterClasses = themeClasses((theme) => {
  const { up } = theme.breakpoints;
  // MUI's default text (body1), smaller and quieter, as the footer's notes were drawn before.
  const note = {
    ...textStyles(theme, 'body1'),
    color: theme.palette.text.secondary,
    fontSize: '1.2rem',
  };
  return {
    footer: {
      position: 'relative',
      bottom: 0,
      zIndex: theme.zIndex.appBar - 1,
      flexShrink: 0,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    sticky: { position: 'sticky' },
    bar: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      minHeight: FLOATING_BAND_HEIGHT,
      padding: theme.spacing(1, 1.5),
      // The floating settings button sits at the end (see floating-space.ts).
      paddingInlineEnd: FLOATING_BUTTON_ROOM,
      width: '100%',
      marginInline: 'auto',
      boxSizing: 'border-box',
      [up('sm')]: { gap: theme.spacing(2), paddingInlineStart: theme.spacing(2) },
      [up('md')]: { paddingInlineStart: theme.spacing(3) },
    },
    // Written after `bar`, so it wins over the bar's start padding at every width.
    roomAtStart: { paddingInlineStart: FLOATING_BUTTON_ROOM },
    wide: { display: 'none', [up('sm')]: { display: 'inline' } },
    narrow: { display: 'inline', [up('sm')]: { display: 'none' } },
    rights: { ...note, display: 'none', [up('sm')]: { display: 'block' } },
    builtWith: { ...note, display: 'none', [up('md')]: { display: 'block' } },
    gap: { flex: 1 },
  };
});

const purchaseSx = {
  px: { xs: 1.5, sm: 2 },
  borderRadius: 2,
  fontSize: { xs: '1.3rem', sm: '1.4rem' },
} as const;

function FooterBar({ sticky, maxWidth, navbarButton = false }: Omit<ShellFooterProps, 'theme'>) {
  const { t } = useTranslation();
  const names = useFooterClasses();
  return (
    <footer data-testid="shell-footer" className={classes(names.footer, sticky && names.sticky)}>
      <div
        className={classes(names.bar, navbarButton && names.roomAtStart)}
        style={maxWidth === undefined ? undefined : { maxWidth }}
      >
        <Button
          href={PURCHASE_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<ShoppingCartOutlined />}
          data-testid="purchase-button"
          sx={purchaseSx}
        >
          <span className={names.wide}>{t('shell.footer.purchase')}</span>
          <span className={names.narrow}>{t('shell.footer.purchaseShort')}</span>
        </Button>
        <p className={names.rights}>
          {t('shell.footer.rights', { year: new Date().getFullYear() })}
        </p>
        <div className={names.gap} />
        <p className={names.builtWith}>{t('shell.footer.builtWith')}</p>
        <TechLogos />
      </div>
    </footer>
  );
}

/**
 * The footer: the purchase button and the logos of the technologies underneath, in the footer's
 * theme. Plain elements styled once per theme around MUI's button: the frame draws it on every
 * first page.
 */
export function ShellFooter({ theme, ...placement }: ShellFooterProps) {
  return (
    <ThemeProvider theme={theme}>
      <FooterBar {...placement} />
    </ThemeProvider>
  );
}
