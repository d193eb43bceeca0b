import type { Language } from '@quanta/validators';
import type { RouterInputs, RouterOutputs } from '../session/storage';
import { categories } from './constants';

export type ClassView = RouterOutputs['public']['getClassById'];
export type SourceChoice = RouterOutputs['teacher']['getSourceList']['list'][number];

/** The class edit form's state. */
export type ClassFormValues = {
  name: string;
  price: number | string;
  /** Lessons in one package; 0 when the class sells none. */
  lessonPackageSize: number | string;
  lessonPackagePrice: number | string;
  language: Language;
  category: string;
  startDate: string | null;
  endDate: string | null;
  registerLink: string;
  includeLibrary: boolean;
  sources: SourceChoice[];
  autoPublish: boolean;
  autoPublishAccuracy: number | string;
  introduction: string;
  description: string;
  bulletin: string;
  paymentInfo: string;
  image: string;
};

/** The categories the form offers: Physics and Math, plus the class's own if it is another. */
export function categoryOptions(current: string): string[] {
  const known: string[] = [...categories];
  return current && !known.includes(current) ? [...known, current] : known;
}

export function formFromClass(view: ClassView): ClassFormValues {
  return {
    name: view.name,
    price: view.price ?? 0,
    lessonPackageSize: view.lessonPackageSize ?? 0,
    lessonPackagePrice: view.lessonPackagePrice ?? 0,
    language: view.language === 'zh' ? 'zh' : 'en',
    category: view.category || categories[0],
    startDate: view.startDate || null,
    endDate: view.endDate || null,
    registerLink: view.registerLink ?? '',
    includeLibrary: view.includeLibrary,
    sources: view.source ?? [],
    autoPublish: view.autoPublish ?? false,
    autoPublishAccuracy: view.autoPublishAccuracy ?? 80,
    introduction: view.introduction,
    description: view.description,
    bulletin: view.bulletin,
    paymentInfo: view.paymentInfo ?? '',
    image: view.image,
  };
}

/** A number input's value as a number; an emptied field counts as `fallback`. */
export function numberOf(value: number | string, fallback: number): number {
  if (typeof value === 'number') return value;
  const parsed = Number(value.trim());
  return value.trim() === '' || Number.isNaN(parsed) ? fallback : parsed;
}

/** What `teacher.updateClassIntro` takes for the form: sources as ids, dates as `YYYY-MM-DD` or null. */
export function updateInputOf(id: string, v: ClassFormValues): RouterInputs['teacher']['updateClassIntro'] {
  return {
    _id: id,
    name: v.name,
    price: numberOf(v.price, 0),
    lessonPackageSize: numberOf(v.lessonPackageSize, 0),
    lessonPackagePrice: numberOf(v.lessonPackagePrice, 0),
    image: v.image,
    category: v.category,
    startDate: v.startDate,
    endDate: v.endDate,
    description: v.description,
    language: v.language,
    registerLink: v.registerLink.trim(),
    introduction: v.introduction,
    bulletin: v.bulletin,
    source: v.sources.map((s) => s._id),
    includeLibrary: v.includeLibrary,
    paymentInfo: v.paymentInfo,
    autoPublish: v.autoPublish,
    autoPublishAccuracy: numberOf(v.autoPublishAccuracy, 80),
  };
}
