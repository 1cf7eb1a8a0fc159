import { z } from 'zod'
import { LOCALE_IDS, DEFAULT_LOCALE, type LocaleId } from '../i18n/locales'
import { contrastRatio, MIN_TEXT_CONTRAST, themeContrastProblems } from './contrast'
import { HOST_IDS } from './hosts'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a hex colour such as #0f7a5c')
const assetFile = z.string().regex(/^[\w.-]+\.(svg|png|ico|webp)$/, 'expected a file name in the site folder, such as logo.svg')
const localeId = z.enum(LOCALE_IDS as [LocaleId, ...LocaleId[]])
/** Text that may differ per locale: a plain string, or `{ en: ..., nl: ... }` with English required. */
export const localizedText = z.union(
  [z.string().min(1), z.object({ en: z.string().min(1) }).catchall(z.string().min(1))],
  { error: 'expected a text, or texts per locale such as { en: ..., nl: ... } with en required' },
)

/** GitHub's (and Forgejo's) edit link; GitLab uses {url}/-/edit/{branch}/{path}. */
export const DEFAULT_EDIT_PATTERN = '{url}/edit/{branch}/{path}'

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().min(1),
    favicon: assetFile,
    url: z.url({ protocol: /^https?$/ }),
    basePath: z
      .string()
      .regex(/^(\/[a-z0-9][a-z0-9-]*)*$/, 'expected "" or a path such as /docs, without a trailing slash'),
    locales: z
      .array(localeId)
      .min(1)
      .refine((list) => list.includes(DEFAULT_LOCALE), 'expected the list to include "en", the default locale'),
    theme: z
      .object({
        primary: hexColour,
        primaryDark: hexColour,
        accent: hexColour,
      })
      .superRefine((theme, ctx) => {
        for (const p of themeContrastProblems(theme))
          ctx.addIssue({
            code: 'custom',
            path: [p.field],
            message: `expected a colour readable with ${p.against} (contrast at least ${p.needed}:1; this one has ${p.ratio.toFixed(2)}:1)`,
          })
      }),
    colorMode: z.object({
      defaultMode: z.enum(['light', 'dark']),
      disableSwitch: z.boolean(),
      respectPrefersColorScheme: z.boolean(),
    }),
    footer: z.object({ copyright: z.string().min(1) }),
    navbar: z.object({
      title: z.string().min(1),
      logo: z.object({
        href: z.string().startsWith('/'),
        alt: z.string().min(1),
        src: assetFile,
        srcDark: assetFile,
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        target: z.enum(['_self', '_blank']),
      }),
    }),
    searchPagePath: z.string().regex(/^[a-z0-9-]+$/, 'expected a path segment such as search'),
    announcementBar: z
      .object({
        /** Change the id to show the bar again to readers who closed it. */
        id: z.string().min(1),
        content: localizedText,
        link: z.object({ href: z.string().startsWith('/'), text: localizedText }).optional(),
        backgroundColor: hexColour,
        textColor: hexColour,
        isCloseable: z.boolean(),
      })
      .refine((bar) => contrastRatio(bar.textColor, bar.backgroundColor) >= MIN_TEXT_CONTRAST, {
        path: ['textColor'],
        message: `expected a text colour readable on the bar's background colour (contrast at least ${MIN_TEXT_CONTRAST}:1)`,
      })
      .optional(),
    feedback: z.object({
      /** Prefilled issue or mail link; `{query}` and `{url}` are replaced. */
      url: z.string().regex(/^(https:\/\/|mailto:)/, 'expected an https:// or mailto: link'),
    }),
    /** Where the content is kept: gives every doc an "Edit this page" link (none without it). */
    repository: z
      .object({
        url: z.url({ protocol: /^https$/ }),
        branch: z.string().regex(/^[\w./-]+$/, 'expected a branch name such as main').default('main'),
        /** The host's edit link; {url}, {branch} and {path} (file path in the repository) are replaced. */
        editPattern: z
          .string()
          .includes('{path}', { error: 'expected a pattern with {path}, such as {url}/edit/{branch}/{path}' })
          .default(DEFAULT_EDIT_PATTERN),
      })
      .strict()
      .optional(),
    hostedSearch: z
      .object({
        appId: z.string().min(1),
        apiKey: z.string().min(1),
        indexName: z.string().min(1),
        host: z.url({ protocol: /^https$/ }),
      })
      .optional(),
    ask: z
      .object({
        endpoint: z.url({ protocol: /^https?$/ }),
        model: z.string().min(1),
        /**
         * A public, revocable token the browser sends as X-Ask-Site-Token, so that the proxy
         * can refuse other sites (deploy/ask-proxy/). Never a provider key: see lib/site/secrets.ts.
         */
        siteToken: z
          .string()
          .regex(/^[\w.~-]{8,200}$/, 'expected 8 to 200 letters, digits or . _ ~ - (a public token the Ask proxy accepts)')
          .optional(),
        timeoutMs: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
    /** Where out/ is uploaded: the build warns when the export passes that host's limits (all hosts' when absent). */
    deploy: z.object({ host: z.enum(HOST_IDS) }).strict().optional(),
    custom: z.object({
      customer: z.string().min(1),
      brand: z.string().min(1),
      controllerName: z.string().min(1),
      appName: z.string().min(1),
      sidebarNames: z.object({
        controller: z.string().min(1),
        portal: z.string().min(1),
        app: z.string().min(1),
      }),
      monitoringPortalName: z.string().min(1),
      monitoringPortalUrl: z.url({ protocol: /^https$/ }),
      supportEmail: z.email(),
      energySupplierPage: z.boolean(),
      toolbox: z.boolean(),
    }),
  })
  .strict()

export type SiteConfig = z.infer<typeof siteConfigSchema>
export type SiteFlag = 'toolbox' | 'energySupplierPage'
export const SITE_FLAGS: readonly SiteFlag[] = ['toolbox', 'energySupplierPage']
