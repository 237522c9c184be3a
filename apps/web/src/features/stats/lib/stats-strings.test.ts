import { describeCatalogueBlock } from '../../../testing/catalogue-checks.ts';
import am from '../locales/stats.am.json';
import en from '../locales/stats.en.json';
import { COUNTED } from './periods.ts';

describeCatalogueBlock(
  'the statistics screen’s strings',
  'stats',
  { en, am },
  {
    'name every count the screen shows': COUNTED.map((key) => `stats.counts.${key}`),
  },
);
