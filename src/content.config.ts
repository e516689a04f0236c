/**
 * The lessons collection (Astro 5 content layer): every `content/lessons/*.mdx`
 * file is one lesson, its frontmatter checked by the schema below at build time,
 * so a typo in a lesson's header fails the build instead of breaking a page.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { genreNames } from './puzzles/index';

/** A lesson is about one registered genre (src/puzzles/index.ts), or 'general'. */
const genres = ['general', ...genreNames] as [string, ...string[]];

const lessons = defineCollection({
  loader: glob({
    pattern: '*.mdx',
    base: './content/lessons',
    // Files are named `NN-slug.mdx` so they sort in a file listing; the URL keeps
    // only the slug, so renumbering a lesson does not break links to it.
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/^\d+-/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    /** Position in the course: the home page and previous/next follow it. */
    number: z.number().int().positive(),
    /** One or two sentences for the lesson list and the page description. */
    summary: z.string().min(1),
    genre: z.enum(genres),
    /** Drafts are built by `astro dev` but left out of production builds. */
    draft: z.boolean().optional().default(false),
  }),
});

export const collections = { lessons };
