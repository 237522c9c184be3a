import { describe, expect, it } from 'vitest';
import { type Catalogue, flattenCatalogue, variables } from '../../testing/catalogue-checks.ts';
import accountAm from '../account/locales/account.am.json';
import accountEn from '../account/locales/account.en.json';
import appBannerAm from '../app-banner/locales/app-banner.am.json';
import appBannerEn from '../app-banner/locales/app-banner.en.json';
import forgotLinkAm from '../auth/locales/forgot-link.am.json';
import forgotLinkEn from '../auth/locales/forgot-link.en.json';
import passwordsAm from '../auth/locales/passwords.am.json';
import passwordsEn from '../auth/locales/passwords.en.json';
import companyAm from '../company/locales/company.am.json';
import companyEn from '../company/locales/company.en.json';
import companyMediaAm from '../company/locales/company-media.am.json';
import companyMediaEn from '../company/locales/company-media.en.json';
import productsAm from '../products/locales/products.am.json';
import productsEn from '../products/locales/products.en.json';
import statsAm from '../stats/locales/stats.am.json';
import statsEn from '../stats/locales/stats.en.json';
import usersAm from '../users/locales/users.am.json';
import usersEn from '../users/locales/users.en.json';
import am from './locales/am.json';
import detailsAm from './locales/details.am.json';
import detailsEn from './locales/details.en.json';
import en from './locales/en.json';
import mapAm from './locales/map.am.json';
import mapEn from './locales/map.en.json';
import privacyAm from './locales/privacy.am.json';
import privacyEn from './locales/privacy.en.json';

// The detail screens', the company owner's and the app banner's strings load with those screens (detail-strings.ts,
// features/company/lib/*-strings.ts, features/products/lib/products-strings.ts, features/stats/lib/stats-strings.ts, features/app-banner/lib/app-banner-strings.ts) and are merged in then: check them together with the main
// catalogues, and that none shadows a block of another. The map's (map-strings.ts) load with the map.
const LAZY = {
  en: [
    accountEn,
    privacyEn,
    forgotLinkEn,
    passwordsEn,
    detailsEn,
    companyEn,
    companyMediaEn,
    productsEn,
    statsEn,
    appBannerEn,
    mapEn,
    usersEn,
  ] as Catalogue[],
  am: [
    accountAm,
    privacyAm,
    forgotLinkAm,
    passwordsAm,
    detailsAm,
    companyAm,
    companyMediaAm,
    productsAm,
    statsAm,
    appBannerAm,
    mapAm,
    usersAm,
  ] as Catalogue[],
};
const merged = (main: Catalogue, lazy: Catalogue[]) =>
  new Map([main, ...lazy].flatMap((tree) => [...flattenCatalogue(tree)]));
const catalogues = { en: merged(en as Catalogue, LAZY.en), am: merged(am as Catalogue, LAZY.am) };

describe('lazy catalogues', () => {
  it.each([
    ['en', en as Catalogue, LAZY.en],
    ['am', am as Catalogue, LAZY.am],
  ])('%s: add only their own top-level blocks', (_lang, main, lazy) => {
    const blocks = [main, ...lazy].flatMap((tree) => Object.keys(tree));
    expect(blocks.filter((block, i) => blocks.indexOf(block) !== i)).toEqual([]);
  });
});

describe('translation catalogues', () => {
  it('have the same keys in English and Amharic', () => {
    const enKeys = [...catalogues.en.keys()].sort();
    const amKeys = [...catalogues.am.keys()].sort();
    expect(
      enKeys.filter((k) => !catalogues.am.has(k)),
      'missing in am.json',
    ).toEqual([]);
    expect(
      amKeys.filter((k) => !catalogues.en.has(k)),
      'missing in en.json',
    ).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty or non-string values', (_lang, entries) => {
    const bad = [...entries].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...catalogues.en].filter(([key, value]) => {
      const other = catalogues.am.get(key);
      return typeof other === 'string' && variables(String(value)).join() !== variables(other).join();
    });
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('translate every error key of spec §8 and every tag category', async () => {
    const { ERROR_KEYS } = await import('@sefer/contract/errors');
    const { TAG_CATEGORIES } = await import('@sefer/contract/constants');
    for (const entries of Object.values(catalogues)) {
      for (const key of ERROR_KEYS) expect(entries.has(`errors.${key}`), `errors.${key}`).toBe(true);
      for (const key of TAG_CATEGORIES) expect(entries.has(`category.${key}`), `category.${key}`).toBe(true);
    }
  });

  it('translate every error reason on the screens that meet it', async () => {
    const { ERROR_REASONS } = await import('@sefer/contract/errors');
    // The sign-in screens, the owner's forms, the owner's uploads, and the account's deletion.
    const blocks = [
      'auth.reasons',
      'company.reasons',
      'companyMedia.upload.errors',
      'products.reasons',
      'users.reasons',
      'account.reasons',
    ];
    for (const entries of Object.values(catalogues)) {
      for (const reason of ERROR_REASONS) {
        const found = blocks.some((block) => entries.has(`${block}.${reason}`));
        expect(found, `${reason} in one of ${blocks.join(', ')}`).toBe(true);
      }
    }
  });

  it('word every refusal of a photo upload', async () => {
    const { UPLOAD_REASONS } = await import('../company/lib/photo-uploads.ts');
    for (const entries of Object.values(catalogues)) {
      for (const reason of UPLOAD_REASONS) {
        const key = `companyMedia.upload.errors.${reason}`;
        expect(entries.has(key), key).toBe(true);
      }
    }
  });

  it('write Amharic labels in Ethiopic script', () => {
    for (const key of [
      'nav.home',
      'feed.tabs.new',
      'feed.tabs.aroundYou',
      'feed.loadMore',
      'notFound.title',
      'auth.phoneLabel',
      'auth.reasons.incorrect_code',
      'auth.reasons.incorrect_password',
      'company.register.title',
      'company.basic.title',
      'company.hours.none',
      'companyMedia.photos.add',
      'companyMedia.posts.publish',
      'companyMedia.upload.errors.image_type',
      'map.zoomIn',
      'map.zoomOut',
      'map.leaflet',
    ]) {
      expect(catalogues.am.get(key), key).toMatch(/[\u1200-\u139f]/);
    }
  });
});
