import type { Product } from '@flockbook/mock-api/e-commerce';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  EmptyListContext,
  EmptyListOverlay,
} from '../../../../records/components/list-overlays.tsx';
import { ConfirmDialog } from '../../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../../lib/message-store.ts';
import { useProducts, useRemoveProducts } from '../../api/e-commerce-api.ts';
import { countText } from '../../../../lib/translator.ts';
import { useShellLanguage } from '../../../../shell/toolbar/use-shell-language.ts';
import { fill, useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { NEW_PRODUCT_PATH, productPath } from '../../paths.ts';
import { useGridLocaleText } from '../shared/grid-locale.ts';
import { gridSx, PAGE_SIZES } from '../shared/grid-style.ts';
import { ListHeader } from '../shared/list-header.tsx';
import { Loaded } from '../shared/loaded.tsx';
import { useFormatters } from '../shared/use-formatters.ts';
import { featuredImageOf, matchesProduct } from './product-search.ts';
import { QuantityChip } from './quantity-chip.tsx';
import { dataTextProps } from '../../../../components/data-text.tsx';

const NONE: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** `/apps/e-commerce/products`: the shop's products; search, sort, page, select and remove. */
export function ProductsPage() {
  const texts = useECommerceTexts();
  const language = useShellLanguage();
  const products = useProducts();
  const remove = useRemoveProducts();
  const navigate = useNavigate();
  const format = useFormatters();
  const localeText = useGridLocaleText();
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE);
  const [confirming, setConfirming] = useState(false);

  const rows = useMemo(
    () => (products.data ?? []).filter((product) => matchesProduct(product, search)),
    [products.data, search],
  );
  const selected =
    selection.type === 'include'
      ? rows.filter((row) => selection.ids.has(row.id))
      : rows.filter((row) => !selection.ids.has(row.id));

  const columns = useMemo<GridColDef<Product>[]>(
    () => [
      {
        field: 'image',
        headerName: texts.columns.image,
        width: 72,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar variant="rounded" src={featuredImageOf(row)} alt="" sx={{ mt: 0.75 }} />
        ),
      },
      {
        field: 'name',
        headerName: texts.columns.name,
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={productPath(row)}
            underline="hover"
            color="inherit"
            {...dataTextProps}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'categories',
        headerName: texts.columns.categories,
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => row.categories.join(', '),
      },
      {
        field: 'priceTaxIncl',
        headerName: texts.columns.price,
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'quantity',
        headerName: texts.columns.quantity,
        type: 'number',
        width: 110,
        renderCell: ({ row }) => <QuantityChip quantity={row.quantity} texts={texts} />,
      },
      {
        field: 'active',
        headerName: texts.columns.active,
        width: 90,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) =>
          row.active ? (
            <CheckCircleIcon color="success" aria-label={texts.yes} sx={{ mt: 1.5 }} />
          ) : (
            <RemoveCircleOutlineIcon color="disabled" aria-label={texts.no} sx={{ mt: 1.5 }} />
          ),
      },
    ],
    [texts, format],
  );

  const confirmRemove = () =>
    remove.mutate(
      selected.map((product) => product.id),
      {
        onSuccess: () => {
          setConfirming(false);
          setSelection(NONE);
          showMessage({ message: texts.removed, variant: 'success' });
        },
        onError: () => showMessage({ message: texts.failed, variant: 'error' }),
      },
    );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="products-page">
      <ListHeader
        title={texts.products}
        searchLabel={texts.searchProducts}
        search={search}
        onSearch={setSearch}
        actions={
          <>
            {selected.length > 0 ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirming(true)}
              >
                {fill(texts.removeSelected, { count: selected.length })}
              </Button>
            ) : null}
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={NEW_PRODUCT_PATH}
            >
              {texts.newProduct}
            </Button>
          </>
        }
      />
      <Loaded query={products} failedTitle={texts.productsFailed}>
        {() => (
          <Card>
            <EmptyListContext value={{ filtered: search !== '', message: texts.productsEmpty }}>
              <DataGrid
                rows={rows}
                columns={columns}
                autoHeight
                checkboxSelection
                disableRowSelectionOnClick
                rowSelectionModel={selection}
                onRowSelectionModelChange={setSelection}
                onRowClick={({ row }) => void navigate(productPath(row))}
                initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
                pageSizeOptions={PAGE_SIZES}
                disableColumnMenu
                localeText={localeText}
                slots={{ noRowsOverlay: EmptyListOverlay }}
                rowHeight={56}
                sx={gridSx}
              />
            </EmptyListContext>
          </Card>
        )}
      </Loaded>
      <ConfirmDialog
        open={confirming}
        danger
        busy={remove.isPending}
        title={texts.confirmRemoveTitle}
        body={countText(texts.confirmRemoveBody, selected.length, language)}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
