import type { ComponentProps, ComponentType } from 'react'
import type { MDXComponents } from 'mdx/types'
import { BRAND_COMPONENT_NAMES, DATA_COMPONENT_NAMES, type MdxComponentName } from '@/lib/mdx/component-names'
import type { LocaleId } from '@/lib/i18n/locales'
import type { MdxData } from '@/lib/mdx/mdx-data'
import { Admonition } from './Admonition'
import { AppName, BrandName, ControllerName, CustomerName, PortalLink, PortalName, SupportEmail } from './Brand'
import { Card, CardGrid } from './Cards'
import { CodeFigure } from './CodeFigure'
import {
  CertificateTable,
  DataUsageTable,
  LedTable,
  NetworkPortTable,
  PortTable,
  ResetButtonTable,
  ResponseTimeTable,
  Spec,
  SpecTable,
  TerminalTable,
} from './ControllerData'
import { CompatibilityTable, DeviceFacts } from './Devices'
import { ConnectionDrawing } from './ConnectionDrawing'
import { Figure } from './Figure'
import { Heading } from './Heading'
import { MdxLink } from './MdxLink'
import { Steps } from './Steps'
import { Tab, Tabs } from './Tabs'

// Typed by the list in lib/mdx/component-names.ts: adding a name there without a component
// here (or the reverse) fails the type check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const contentComponents: Record<MdxComponentName, ComponentType<any>> = {
  ControllerName,
  PortalName,
  PortalLink,
  BrandName,
  AppName,
  CustomerName,
  SupportEmail,
  Admonition,
  Tabs,
  Tab,
  Steps,
  Figure,
  CardGrid,
  Card,
  Spec,
  SpecTable,
  TerminalTable,
  PortTable,
  LedTable,
  ResetButtonTable,
  NetworkPortTable,
  DataUsageTable,
  ResponseTimeTable,
  CertificateTable,
  CompatibilityTable,
  DeviceFacts,
  ConnectionDrawing,
}

export interface MdxPageContext {
  /** Final anchor id by the id contentlayer gave a heading (translations keep English ids). */
  anchors: Map<string, string>
  /** Heading text by final id, brand tokens resolved. */
  headingText: Map<string, string>
  /** The language the article is written in: English for a page shown before its translation exists. */
  articleLocale: LocaleId
  /** The data the components show (lib/server/mdx-data.ts). */
  data: MdxData
}

/**
 * Components that write words of their own (table heads, values, box titles): they speak the
 * article's language, so an English article shown in another locale stays English throughout.
 * Links inside them still lead to pages in the reader's locale.
 */
const ARTICLE_LANGUAGE_COMPONENTS: readonly MdxComponentName[] = ['Admonition', ...DATA_COMPONENT_NAMES]

/** Components that show data rather than the article's words: they get it as their `data` prop (lib/mdx/mdx-data.ts). */
const DATA_PROP_COMPONENTS: readonly MdxComponentName[] = [...DATA_COMPONENT_NAMES, ...BRAND_COMPONENT_NAMES, 'Figure']

/** The page's components with what they need from it: the article's language and the data. */
function withPageProps(articleLocale: LocaleId, data: MdxData): Partial<Record<MdxComponentName, ComponentType<object>>> {
  const names = [...new Set([...ARTICLE_LANGUAGE_COMPONENTS, ...DATA_PROP_COMPONENTS])]
  return Object.fromEntries(
    names.map((name) => {
      const Component = contentComponents[name]
      const pageProps = {
        ...(ARTICLE_LANGUAGE_COMPONENTS.includes(name) ? { articleLocale } : {}),
        ...(DATA_PROP_COMPONENTS.includes(name) ? { data } : {}),
      }
      const WithPageProps = (props: object) => <Component {...props} {...pageProps} />
      return [name, WithPageProps]
    }),
  )
}

/** The components of one page's MDX body. */
export function mdxComponents({ anchors, headingText, articleLocale, data }: MdxPageContext): MDXComponents {
  const heading = (level: 2 | 3 | 4 | 5 | 6) =>
    function ContentHeading({ id, children }: ComponentProps<'h2'>) {
      const finalId = id ? (anchors.get(id) ?? id) : undefined
      return (
        <Heading level={level} id={finalId} text={(finalId && headingText.get(finalId)) || ''}>
          {children}
        </Heading>
      )
    }
  return {
    ...contentComponents,
    ...withPageProps(articleLocale, data),
    a: MdxLink,
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    figure: CodeFigure,
    table: (props: ComponentProps<'table'>) => (
      <div className="table-wrap">
        <table {...props} />
      </div>
    ),
    img: ({ alt = '', ...props }: ComponentProps<'img'>) => (
      // eslint-disable-next-line @next/next/no-img-element -- static export, no image optimisation
      <img alt={alt} loading="lazy" decoding="async" {...props} />
    ),
  }
}
