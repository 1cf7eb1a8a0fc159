import 'server-only'
import { readGenerated } from '../content/generated-docs'

/**
 * What `contentlayer/generated` exports, read from contentlayer's JSON at run time: in `next
 * build` the alias points here (next.config.mjs). Bundled, the 50 MB of documents became an
 * object literal in each server chunk that imports them (five copies with their source maps,
 * every build worker parsing each); read from disk they are parsed once per worker, as JSON.
 * `next dev` keeps contentlayer's own module, whose updates reach the open page.
 */
export const allDocs = readGenerated('Doc')
export const allCategories = readGenerated('Category')
export const allPages = readGenerated('Page')
