import { promosEn } from './promos.en';
import { promosId } from './promos.id';

/** Both languages in one chunk: the screen loads them together, and the shell names one import instead of two. */
export const promosTables = { en: promosEn, id: promosId };
