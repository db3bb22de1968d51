import type { Product } from '@flockbook/mock-api/e-commerce';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../../lib/message-store.ts';
import { useRemoveProducts, useSaveProduct } from '../../api/e-commerce-api.ts';
import { fill, useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { PRODUCTS_PATH, productPath } from '../../paths.ts';
import { featuredImageOf } from '../products/product-search.ts';
import { BasicInfoTab } from './basic-info-tab.tsx';
import { FieldsTab } from './fields-tab.tsx';
import { ImagesTab } from './images-tab.tsx';
import {
  changeField,
  emptyProductValues,
  productDraft,
  productValues,
  validateProduct,
} from './product-form-values.ts';
import type { ProductFormErrors, ProductFormValues } from './product-form-values.ts';

const TABS = ['basic', 'images', 'pricing', 'inventory', 'shipping'] as const;
type TabName = (typeof TABS)[number];

const TAB_FIELDS: Record<TabName, (keyof ProductFormValues)[]> = {
  basic: ['name', 'description', 'categories', 'tags', 'active'],
  images: ['images', 'featuredImageId'],
  pricing: ['priceTaxExcl', 'priceTaxIncl', 'taxRate', 'comparedPrice'],
  inventory: ['sku', 'quantity'],
  shipping: ['width', 'height', 'depth', 'weight', 'extraShippingFee'],
};

/** A product's page: its tabs, saved with `product/save`; a saved product can be removed. */
export function ProductForm({ product }: { product?: Product }) {
  const texts = useECommerceTexts();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const remove = useRemoveProducts();
  const [values, setValues] = useState(() =>
    product ? productValues(product) : emptyProductValues(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [tab, setTab] = useState<TabName>('basic');
  const [confirming, setConfirming] = useState(false);

  const change = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => changeField(current, field, value));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const failed = () => showMessage({ message: texts.failed, variant: 'error' });

  const submit = () => {
    const found = validateProduct(values);
    setErrors(found);
    const wrongTab = TABS.find((name) => TAB_FIELDS[name].some((field) => found[field]));
    if (wrongTab) {
      setTab(wrongTab);
      showMessage({ message: texts.errors.fixFields, variant: 'warning' });
      return;
    }
    save.mutate(productDraft(values, product), {
      onSuccess: (saved) => {
        showMessage({ message: product ? texts.saved : texts.created, variant: 'success' });
        if (!product) void navigate(productPath(saved), { replace: true });
      },
      onError: failed,
    });
  };

  const confirmRemove = () => {
    if (!product) return;
    remove.mutate([product.id], {
      onSuccess: () => {
        showMessage({ message: texts.removedOne, variant: 'success' });
        void navigate(PRODUCTS_PATH);
      },
      onError: failed,
    });
  };

  const tabHasError = (name: TabName) => TAB_FIELDS[name].some((field) => errors[field]);
  const fieldProps = { values, errors, texts, onChange: change };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="product-page">
      <Link
        component={RouterLink}
        to={PRODUCTS_PATH}
        underline="hover"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        {texts.backToProducts}
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={featuredImageOf(values)}
            alt=""
            sx={{ width: 56, height: 56 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} noWrap>
              {values.name.trim() || texts.newProduct}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.productDetail}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1}>
          {product ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {texts.remove}
            </Button>
          ) : null}
          <Button
            variant="contained"
            onClick={submit}
            disabled={save.isPending}
            data-testid="product-save"
          >
            {texts.save}
          </Button>
        </Stack>
      </Stack>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={texts.tabs[name]}
              id={`product-tab-${name}`}
              aria-controls={`product-panel-${name}`}
              sx={tabHasError(name) ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`product-panel-${tab}`}
          aria-labelledby={`product-tab-${tab}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {tab === 'basic' ? <BasicInfoTab {...fieldProps} /> : null}
          {tab === 'images' ? (
            <ImagesTab
              images={values.images}
              featuredImageId={values.featuredImageId}
              texts={texts}
              onChange={(images, featuredImageId) => {
                change('images', images);
                change('featuredImageId', featuredImageId);
              }}
            />
          ) : null}
          {tab === 'pricing' ? (
            <FieldsTab
              {...fieldProps}
              fields={['priceTaxExcl', 'priceTaxIncl', 'taxRate', 'comparedPrice']}
            />
          ) : null}
          {tab === 'inventory' ? <FieldsTab {...fieldProps} fields={['sku', 'quantity']} /> : null}
          {tab === 'shipping' ? (
            <FieldsTab
              {...fieldProps}
              fields={['width', 'height', 'depth', 'weight', 'extraShippingFee']}
            />
          ) : null}
        </Box>
      </Card>
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.isPending}
        title={texts.confirmRemoveOneTitle}
        body={fill(texts.confirmRemoveOneBody, { name: product?.name ?? '' })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
