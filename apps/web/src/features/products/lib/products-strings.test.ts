import { describeCatalogueBlock } from '../../../testing/catalogue-checks.ts';
import am from '../locales/products.am.json';
import en from '../locales/products.en.json';

describeCatalogueBlock(
  'the product screens’ strings',
  'products',
  { en, am },
  {
    'word every refusal a product call may answer': ['product_limit', 'picture_limit', 'last_picture'].map(
      (reason) => `products.reasons.${reason}`,
    ),
  },
);
