/**
 * The course order, shared by the home page and the lesson route so both agree
 * on which lessons exist and what comes before and after each one.
 */
import { getCollection, type CollectionEntry } from 'astro:content';

export type Lesson = CollectionEntry<'lessons'>;

/** Published lessons sorted by `number` (drafts too while developing). */
export async function lessonsInOrder(): Promise<Lesson[]> {
  const all = await getCollection('lessons', (entry) => import.meta.env.DEV || !entry.data.draft);
  return all.sort((a, b) => a.data.number - b.data.number || a.id.localeCompare(b.id));
}

/** Site-relative URL of a lesson, respecting Astro's `base` setting. */
export function lessonHref(lesson: Lesson): string {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}/lessons/${lesson.id}/`;
}

/** Root URL of the site, respecting Astro's `base` setting. */
export function homeHref(): string {
  return import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
}
