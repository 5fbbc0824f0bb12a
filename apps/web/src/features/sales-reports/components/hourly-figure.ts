import { useTranslation } from 'react-i18next';
import type { HourlyMeasure } from '../hourly-item-columns';
import { signedRupiah } from './figure-text';

const locale = (language: string) => (language === 'id' ? 'id-ID' : 'en-US');

/** A figure in full: units as a count in the page's language (as figure-text.ts), money as Rupiah with a minus. */
export function useHourlyFigure(measure: HourlyMeasure): (value: number) => string {
  const { i18n } = useTranslation('salesReports');
  const counts = new Intl.NumberFormat(locale(i18n.language), { maximumFractionDigits: 0 });
  return (value) => (measure === 'quantity' ? counts.format(Math.round(value)) : signedRupiah(value));
}

/**
 * A figure short enough for a heat map cell ("1.3M", "1,3 jt" for Rupiah; units as they are): the full figure is
 * the cell's label and title.
 */
export function useShortFigure(measure: HourlyMeasure): (value: number) => string {
  const { i18n } = useTranslation('salesReports');
  const short = new Intl.NumberFormat(locale(i18n.language), {
    notation: measure === 'amount' ? 'compact' : 'standard',
    maximumFractionDigits: measure === 'amount' ? 1 : 0,
  });
  return (value) => short.format(value);
}
