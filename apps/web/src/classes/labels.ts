import type { TFunction } from 'i18next';
import { categories } from './constants';

/** A category in the interface language: Physics and Math are translated, others shown as stored. */
export function categoryLabel(t: TFunction, category: string): string {
  return (categories as readonly string[]).includes(category)
    ? t(`classes.categories.${category as (typeof categories)[number]}`)
    : category;
}

/** A source's name as pickers and filters list it, marked when it has expired. */
export function sourceLabel(t: TFunction, source: { name: string; expired: boolean }): string {
  return source.expired ? `${source.name} (${t('classes.sources.expired')})` : source.name;
}

/** A class's price as shown on its pages: with the school's currency when the answer names it (`$1,200`, `¥99.50`). */
export function priceLabel(price: number, language: string, currency?: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    ...(currency ? { style: 'currency', currency: currency.toUpperCase() } : {}),
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}
