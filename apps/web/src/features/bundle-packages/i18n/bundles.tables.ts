import { bundlesEn } from './bundles.en';
import { bundlesId } from './bundles.id';

/** Both languages in one chunk: the screen loads them together, and the shell names one import instead of two. */
export const bundlesTables = { en: bundlesEn, id: bundlesId };
