import type { Course, CourseInstance, WithContext } from 'schema-dts';
import type { ClassHeadData } from './head';
import { absoluteImageUrl, classPath, cutText, pageUrl, plainLine } from './page-text';
import { pageWords } from './page-words';

/** The longest description the structured data carries. */
const descriptionMax = 500;

/**
 * A class as schema.org `Course` JSON-LD: name, description (the introduction as text, else the
 * description, else a line naming the class and the school), canonical URL, language, picture, the school as provider, and the start date as an online
 * `CourseInstance` with the teacher as instructor. No price and no offers: the price is for signed-in readers.
 */
export function courseJsonLd(
  klass: ClassHeadData,
  site: { publicUrl: string; schoolName: string; lang: 'en' | 'zh' },
): WithContext<Course> {
  const text = plainLine(klass.introduction) || plainLine(klass.description);
  const image = absoluteImageUrl(klass.image, site.publicUrl);
  const instance: CourseInstance | undefined = klass.startDate
    ? {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        startDate: klass.startDate,
        ...(klass.user.name ? { instructor: { '@type': 'Person', name: klass.user.name } } : {}),
      }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: klass.name,
    description: text
      ? cutText(text, descriptionMax, site.lang)
      : pageWords[site.lang].klass(klass.name, site.schoolName),
    url: pageUrl(site.publicUrl, classPath(klass._id), site.lang),
    // The language it is taught in, whichever language the page is in.
    inLanguage: klass.language === 'zh' ? 'zh-CN' : 'en',
    ...(image ? { image } : {}),
    provider: { '@type': 'Organization', name: site.schoolName, url: site.publicUrl },
    ...(instance ? { hasCourseInstance: instance } : {}),
  };
}
