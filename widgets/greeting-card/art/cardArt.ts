/** The card art shipped with the widget (small SVGs, bundled as assets): no external image is needed. */
import birthday from './birthday.svg';
import graduation from './graduation.svg';
import midautumn from './midautumn.svg';
import newyear from './newyear.svg';
import spring from './spring.svg';
import teachersday from './teachersday.svg';
import thanks from './thanks.svg';

const ART: Record<string, string> = { newyear, spring, midautumn, teachersday, birthday, thanks, graduation };

/** The picture of a design: the school's own when it sends one, else the widget's art (the new-year card for an unknown design). */
export function cardArt(templateId: string, schoolImage?: string, imageUrl: (path: string) => string | undefined = (path) => path): string {
  if (schoolImage) return imageUrl(schoolImage) ?? newyear;
  return Object.hasOwn(ART, templateId) ? ART[templateId]! : newyear;
}
