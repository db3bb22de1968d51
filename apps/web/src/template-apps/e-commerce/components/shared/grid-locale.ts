import { arSD, trTR } from '@mui/x-data-grid/locales';
import { useTranslation } from '../../../../lib/use-translation.ts';

/** The data grid's own words (pagination, selection) in the current language. */
export function useGridLocaleText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (language === 'ar') return arSD.components.MuiDataGrid.defaultProps.localeText;
  if (language === 'tr') return trTR.components.MuiDataGrid.defaultProps.localeText;
  return undefined;
}
