import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation.ts';
import { TechLogos } from './tech-logos.tsx';

/** Where the purchase button leads: the product's own page, in a new tab. */
export const PURCHASE_URL = 'https://flockbook.example/purchase';

export type ShellFooterProps = {
  theme: Theme;
  /** Stays at the bottom of the window (or scroll area) while the page scrolls. */
  sticky: boolean;
  /** Centres the contents within this width (container mode). */
  maxWidth?: number | undefined;
};

/** The footer: the purchase button and the logos of the technologies underneath. */
export function ShellFooter({ theme, sticky, maxWidth }: ShellFooterProps) {
  const { t } = useTranslation();
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="footer"
        data-testid="shell-footer"
        sx={(th) => ({
          position: sticky ? 'sticky' : 'relative',
          bottom: 0,
          zIndex: th.zIndex.appBar - 1,
          flexShrink: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: `1px solid ${th.palette.divider}`,
        })}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
            minHeight: 56,
            px: { xs: 1.5, sm: 2, md: 3 },
            py: 1,
            width: '100%',
            maxWidth,
            mx: 'auto',
            flexWrap: 'wrap',
          }}
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
            sx={{
              px: { xs: 1.5, sm: 2 },
              borderRadius: 2,
              fontSize: { xs: '1.3rem', sm: '1.4rem' },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('shell.footer.purchase')}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {t('shell.footer.purchaseShort')}
            </Box>
          </Button>
          <Typography
            sx={{
              color: 'text.secondary',
              fontSize: '1.2rem',
              display: { xs: 'none', sm: 'block' },
            }}
          >
            {t('shell.footer.rights', { year: new Date().getFullYear() })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography
            sx={{
              color: 'text.secondary',
              fontSize: '1.2rem',
              display: { xs: 'none', md: 'block' },
            }}
          >
            {t('shell.footer.builtWith')}
          </Typography>
          <TechLogos />
        </Box>
      </Box>
    </ThemeProvider>
  );
}
