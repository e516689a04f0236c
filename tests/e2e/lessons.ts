/**
 * The published lessons as the browser tests expect to find them, computed
 * from content/lessons/*.mdx the way the site's collection names them
 * (`NN-slug.mdx` → id `slug`, drafts left out of the build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LessonFile {
  id: string;
  title: string;
  number: number;
}

function frontmatterField(text: string, key: string): string | undefined {
  const head = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const value = head.match(new RegExp(`^${key}:\\s*(.*)$`, 'm'))?.[1]?.trim();
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

export function publishedLessons(dir = 'content/lessons'): LessonFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      return {
        id: f.replace(/\.mdx$/, '').replace(/^\d+-/, ''),
        title: frontmatterField(text, 'title') ?? '',
        number: Number(frontmatterField(text, 'number')),
        draft: frontmatterField(text, 'draft') === 'true',
      };
    })
    .filter((l) => !l.draft)
    .map(({ id, title, number }) => ({ id, title, number }))
    .sort((a, b) => a.number - b.number || a.id.localeCompare(b.id));
}
