import { useParams } from 'react-router';
import { useProduct } from '../../api/e-commerce-api.ts';
import { useECommerceTexts } from '../../locales/use-e-commerce-texts.ts';
import { PRODUCTS_PATH } from '../../paths.ts';
import { Loaded } from '../shared/loaded.tsx';
import { NotFound } from '../shared/not-found.tsx';
import { ProductForm } from './product-form.tsx';

/** `/apps/e-commerce/products/new` and `/apps/e-commerce/products/{productId}/{productHandle?}`. */
export function ProductPage() {
  const { productId } = useParams();
  // Keyed: another product (or a just-created one) starts from its own saved values.
  if (!productId || productId === 'new') return <ProductForm key="new" />;
  return <SavedProduct key={productId} productId={productId} />;
}

function SavedProduct({ productId }: { productId: string }) {
  const texts = useECommerceTexts();
  const product = useProduct(productId);
  return (
    <Loaded
      query={product}
      failedTitle={texts.productFailed}
      notFound={
        <NotFound
          title={texts.productNotFoundTitle}
          body={texts.productNotFoundBody}
          backLabel={texts.backToProducts}
          backTo={PRODUCTS_PATH}
        />
      }
    >
      {(data) => <ProductForm product={data} />}
    </Loaded>
  );
}
